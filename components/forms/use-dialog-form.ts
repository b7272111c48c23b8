"use client";

import { useState } from "react";

import type { z } from "zod";

import { useServerForm, type Schema, type ServerFormOptions } from "@/components/forms/use-server-form";

/**
 * A server form inside a dialog: opening the dialog resets the form to its
 * defaults, and a successful submit closes it after `onSuccess`.
 */
export function useDialogForm<S extends Schema, T>({ defaultValues, onSuccess, ...options }: ServerFormOptions<S, T> & { defaultValues: z.input<S> }) {
  const [open, setOpen] = useState(false);
  const { form, onSubmit, submitting } = useServerForm<S, T>({
    ...options,
    defaultValues,
    onSuccess: async (data, values) => {
      await onSuccess?.(data, values);
      setOpen(false);
    },
  });
  const onOpenChange = (next: boolean) => {
    if (next) form.reset(defaultValues);
    setOpen(next);
  };
  return { form, submitting, dialog: { open, onOpenChange, onSubmit } };
}
