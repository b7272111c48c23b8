"use client";

import { useRef } from "react";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";

/** What a submit answers: an admin action's `ActionResult` and `postJson`'s `JsonResult` both fit. */
type SubmitFailure = { ok: false; error: string; fieldErrors?: Record<string, string>; status?: number };
export type SubmitResult<T> = { ok: true; data: T } | SubmitFailure;

export type Schema = z.ZodType<FieldValues, FieldValues>;

export type ServerFormOptions<S extends Schema, T> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> & {
  /**
   * The schema the server parses the same input with, or a function importing it: then zod and the schema load
   * on the first check (or on `preload`, e.g. when the form takes the focus), not with the page, whose first load stays small.
   */
  schema: S | (() => Promise<S>);
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
 * `submitting` is true from the click until the answer is handled; `preload`
 * fetches a lazily imported schema ahead of the first check.
 */
export function useServerForm<S extends Schema, T>({ schema, submit, onSuccess, onFailure, ...options }: ServerFormOptions<S, T>) {
  const loaded = useRef<Promise<S> | null>(null);
  const load = (): Promise<S> => {
    loaded.current ??= (typeof schema === "function" ? schema() : Promise.resolve(schema)).catch((error: unknown) => {
      // A failed chunk load is tried again on the next check.
      loaded.current = null;
      throw error;
    });
    return loaded.current;
  };
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, resolverOptions) =>
    zodResolver(await load())(values, context, resolverOptions);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
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
  return { form, onSubmit, submitting: form.formState.isSubmitting, preload: () => void load().catch(() => undefined) };
}
