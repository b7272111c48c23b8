"use client";

import { reactivateAffiliateAction, suspendAffiliateAction } from "@/lib/admin/actions/affiliates";
import { suspendAffiliateSchema } from "@/lib/affiliates/schemas";
import { ADMIN_AFFILIATES } from "@/lib/content/admin/affiliates";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

import { useDialogForm } from "@/components/forms/use-dialog-form";

import { ReasonDialog } from "./reason-dialog";
import { useAdminAction } from "./use-admin-action";

const T = ADMIN_AFFILIATES.account;

/** Suspend an active affiliate account (with the reason its portal shows) or reactivate a suspended one. */
export function AffiliateAccountActions({ id, name, status }: { id: string; name: string; status: "ACTIVE" | "SUSPENDED" }) {
  const { busy, run } = useAdminAction();
  const { form, submitting, dialog } = useDialogForm({
    schema: suspendAffiliateSchema,
    defaultValues: { id, reason: "" },
    submit: suspendAffiliateAction,
    onSuccess: () => {
      toast.success(T.suspend.done(name));
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
        onClick={() => void run(() => reactivateAffiliateAction({ id }), T.reactivated(name))}
      >
        {T.reactivate}
      </Button>
    );
  }
  return (
    <ReasonDialog
      id={`suspend-reason-${id}`}
      texts={{
        trigger: T.suspend.trigger,
        triggerLabel: T.suspend.triggerLabel(name),
        title: T.suspend.title(name),
        description: T.suspend.description,
        field: T.suspend.field,
        cancel: T.cancel,
        submit: T.suspend.submit,
      }}
      dialog={dialog}
      reason={form.register("reason")}
      error={form.formState.errors.reason?.message}
      submitting={submitting}
    />
  );
}
