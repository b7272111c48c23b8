"use client";

import { useRouter } from "next/navigation";

import { toast } from "sonner";

import { voidCommissionAction } from "@/lib/actions/admin/referrals";
import { ADMIN_REFERRALS } from "@/lib/content/admin";
import { voidCommissionSchema } from "@/lib/referrals/schemas";

import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";

import { useDialogForm } from "@/components/forms/use-dialog-form";

const T = ADMIN_REFERRALS.openLines.void;

/** "Void" on an open commission line: a dialog asks for the reason (required, shown to the affiliate), then voids it (audited). */
export function VoidCommissionButton({ commissionId, code, order, amount }: { commissionId: string; code: string; order: string; amount: string }) {
  const router = useRouter();
  const { form, submitting, dialog } = useDialogForm({
    schema: voidCommissionSchema,
    defaultValues: { commissionId, reason: "" },
    submit: voidCommissionAction,
    onSuccess: () => {
      toast.success(T.done);
      router.refresh();
    },
  });
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger className={`${buttonClass({ variant: "outline", size: "xs" })} text-red-300`} aria-label={T.triggerLabel(code, order)}>
        {T.trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-bold text-zinc-50">{T.title(code, order)}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{T.description(amount)}</DialogDescription>
        <form onSubmit={dialog.onSubmit} className="mt-4 space-y-3">
          <Field id={`void-reason-${commissionId}`} label={T.field} labelTone="muted" error={form.formState.errors.reason?.message}>
            <Textarea required maxLength={500} rows={3} {...form.register("reason")} />
          </Field>
          <div className="flex justify-end gap-2">
            <DialogClose type="button" className={buttonClass({ variant: "quiet" })}>
              {T.cancel}
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {T.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
