"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { isoToUtcInput, utcInputToIso } from "./utc-input";

/**
 * A moment typed and shown in UTC in a datetime-local input, whatever the admin's own time zone; the form holds
 * it as ISO text (`blank` when empty), as the server's schema takes it.
 */
export function UtcDateTimeField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  error,
  blank,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  error?: string;
  blank: "" | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field id={id} label={label} labelTone="muted" hint={hint} error={error}>
          <Input
            type="datetime-local"
            {...field}
            value={isoToUtcInput(field.value)}
            onChange={(event) => field.onChange(utcInputToIso(event.target.value) ?? blank)}
          />
        </Field>
      )}
    />
  );
}
