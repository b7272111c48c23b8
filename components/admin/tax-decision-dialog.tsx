"use client";

import type { FormEventHandler } from "react";

import type { UseFormRegisterReturn } from "react-hook-form";

import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";

type Texts = { trigger: string; triggerLabel: string; title: string; description: string; reason: string; cancel: string; submit: string };

/**
 * A reviewed order's decision in a dialog: a reason (required, at most 500 characters) and, to set a country, its
 * code. The form state comes from the caller's useDialogForm, so both are checked with the server's schema.
 */
export function TaxDecisionDialog({
  id,
  texts,
  dialog,
  reason,
  country,
  errors,
  submitting,
}: {
  id: string;
  texts: Texts;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; onSubmit: FormEventHandler<HTMLFormElement> };
  reason: UseFormRegisterReturn<"reason">;
  country?: { field: UseFormRegisterReturn<"country">; label: string; hint: string };
  errors: { reason?: string; country?: string };
  submitting: boolean;
}) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger className={`${buttonClass({ variant: "outline", size: "xs" })} text-zinc-100`} aria-label={texts.triggerLabel}>
        {texts.trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-bold text-zinc-50">{texts.title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{texts.description}</DialogDescription>
        <form onSubmit={dialog.onSubmit} noValidate className="mt-4 space-y-3">
          {country ? (
            <Field id={`${id}-country`} label={country.label} labelTone="muted" layout="inline" hint={country.hint} error={errors.country}>
              <Input maxLength={2} size={4} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...country.field} />
            </Field>
          ) : null}
          <Field id={`${id}-reason`} label={texts.reason} labelTone="muted" error={errors.reason}>
            <Textarea maxLength={500} rows={3} {...reason} />
          </Field>
          <div className="flex justify-end gap-2">
            <DialogClose type="button" className={buttonClass({ variant: "quiet" })}>
              {texts.cancel}
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {texts.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
