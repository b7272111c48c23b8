"use client";

import { useState } from "react";

import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from "react-hook-form";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { isoToUtcInput, UTC_INPUT_FORMAT, utcInputToIso } from "./utc-input";

/**
 * The text as typed stays in the field (reformatting it while the admin types would move the caret); the form
 * holds the moment it names. A value the form sets itself (a reset after saving) replaces the text.
 */
function UtcInput<T extends FieldValues>({
  field,
  blank,
  ...control
}: {
  field: ControllerRenderProps<T, Path<T>>;
  blank: "" | null;
  // What Field gives its control: the id its label names, the look, the error's description.
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const [shown, setShown] = useState(() => ({ value: field.value as unknown, text: isoToUtcInput(field.value) }));
  if (field.value !== shown.value) setShown({ value: field.value, text: isoToUtcInput(field.value) });
  return (
    <Input
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder={UTC_INPUT_FORMAT}
      {...control}
      {...field}
      value={shown.text}
      onChange={(event) => {
        const value = utcInputToIso(event.target.value) ?? blank;
        setShown({ value, text: event.target.value });
        field.onChange(value);
      }}
    />
  );
}

/**
 * A moment typed and shown in UTC as 24-hour ISO-style text ("2026-11-27 22:05"), whatever the admin's own time zone
 * and locale; the form holds it as ISO text (`blank` when empty), as the server's schema takes it.
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
          <UtcInput field={field} blank={blank} />
        </Field>
      )}
    />
  );
}
