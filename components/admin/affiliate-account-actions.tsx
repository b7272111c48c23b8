"use client";

import { useRouter } from "next/navigation";

import { toast } from "sonner";

import { reactivateAffiliateAction, suspendAffiliateAction } from "@/lib/actions/admin/affiliates";
import { suspendAffiliateSchema } from "@/lib/affiliates/schemas";
import { ADMIN_AFFILIATES } from "@/lib/content/admin";

import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";

import { useDialogForm } from "@/components/forms/use-dialog-form";

import { useAdminAction } from "./use-admin-action";

const T = ADMIN_AFFILIATES.account;

/** Suspend an active affiliate account (with the reason its portal shows) or reactivate a suspended one. */
export function AffiliateAccountActions({ id, name, status }: { id: string; name: string; status: "ACTIVE" | "SUSPENDED" }) {
  const router = useRouter();
  const { busy, run } = useAdminAction();
  const { form, submitting, dialog } = useDialogForm({
    schema: suspendAffiliateSchema,
    defaultValues: { id, reason: "" },
    submit: suspendAffiliateAction,
    onSuccess: () => {
      toast.success(T.suspend.done(name));
      router.refresh();
    },
  });

  if (status === "SUSPENDED") {
    return (
      <Button
        variant="outline"
        size="xs"
        className="text-brand-300"
        disabled={busy}
        aria-label={T.reactivateLabel(name)}
        onClick={() => void run(() => reactivateAffiliateAction({ id }), T.reactivated(name)).then((done) => done && router.refresh())}
      >
        {T.reactivate}
      </Button>
    );
  }
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger className={`${buttonClass({ variant: "outline", size: "xs" })} text-red-300`} aria-label={T.suspend.triggerLabel(name)}>
        {T.suspend.trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-bold text-zinc-50">{T.suspend.title(name)}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{T.suspend.description}</DialogDescription>
        <form onSubmit={dialog.onSubmit} className="mt-4 space-y-3">
          <Field id={`suspend-reason-${id}`} label={T.suspend.field} labelTone="muted" error={form.formState.errors.reason?.message}>
            <Textarea required maxLength={500} rows={3} {...form.register("reason")} />
          </Field>
          <div className="flex justify-end gap-2">
            <DialogClose type="button" className={buttonClass({ variant: "quiet" })}>
              {T.cancel}
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {T.suspend.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
