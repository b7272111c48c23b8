"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type UseFormProps } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

/** What a submit answers: an admin action's `ActionResult` and `postJson`'s `JsonResult` both fit. */
export type SubmitFailure = { ok: false; error: string; fieldErrors?: Record<string, string>; status?: number };
export type SubmitResult<T> = { ok: true; data: T } | SubmitFailure;

export type Schema = z.ZodType<FieldValues, FieldValues>;

export type ServerFormOptions<S extends Schema, T> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> & {
  /** The schema the server parses the same input with. */
  schema: S;
  /** Calls the server action or the endpoint with the parsed values. */
  submit: (values: z.output<S>) => Promise<SubmitResult<T>>;
  onSuccess?: (data: T, values: z.output<S>) => void | Promise<void>;
  /** Replaces the default `toast.error(error)` for a refusal; the field errors are shown either way. */
  onFailure?: (failure: SubmitFailure) => void;
};

/**
 * The one client form pattern: react-hook-form checks the input with the
 * server's zod schema, submit calls the server, the server's field errors go
 * under their fields (`setError`) and its message becomes a toast.
 * `submitting` is true from the click until the answer is handled.
 */
export function useServerForm<S extends Schema, T>({ schema, submit, onSuccess, onFailure, ...options }: ServerFormOptions<S, T>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(values);
    if (result.ok) {
      await onSuccess?.(result.data, values);
      return;
    }
    const fields = form.getValues();
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      if (name in fields) form.setError(name as Path<z.input<S>>, { type: "server", message });
    }
    if (onFailure) onFailure(result);
    else toast.error(result.error);
  });
  return { form, onSubmit, submitting: form.formState.isSubmitting };
}
