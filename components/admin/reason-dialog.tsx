"use client";

import type { FormEventHandler } from "react";

import type { UseFormRegisterReturn } from "react-hook-form";

import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";

type Texts = { trigger: string; triggerLabel: string; title: string; description: string; field: string; cancel: string; submit: string };

/**
 * A red trigger that opens a dialog asking why (a required reason, at most 500 characters) before an admin
 * action that takes something away: suspending an affiliate, voiding a commission. The form state comes
 * from the caller's useDialogForm, so the reason is checked with the server's schema. With `tone="plain"` and a
 * longer `maxLength` it asks for other words the same way (a message to a buyer).
 */
export function ReasonDialog({
  id,
  texts,
  dialog,
  reason,
  error,
  submitting,
  maxLength = 500,
  tone = "danger",
}: {
  id: string;
  texts: Texts;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; onSubmit: FormEventHandler<HTMLFormElement> };
  reason: UseFormRegisterReturn;
  error: string | undefined;
  submitting: boolean;
  maxLength?: number;
  tone?: "danger" | "plain";
}) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger
        className={`${buttonClass({ variant: "outline", size: "xs" })} ${tone === "danger" ? "text-red-300" : ""}`}
        aria-label={texts.triggerLabel}
      >
        {texts.trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-bold text-zinc-50">{texts.title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{texts.description}</DialogDescription>
        <form onSubmit={dialog.onSubmit} className="mt-4 space-y-3">
          <Field id={id} label={texts.field} labelTone="muted" error={error}>
            <Textarea required maxLength={maxLength} rows={maxLength > 500 ? 6 : 3} {...reason} />
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
