"use client";

import { voidCommissionAction } from "@/lib/admin/actions/referrals";
import { ADMIN_REFERRALS } from "@/lib/content/admin/referrals";
import { voidCommissionSchema } from "@/lib/referrals/schemas";

import { toast } from "@/components/ui/toast";

import { useDialogForm } from "@/components/forms/use-dialog-form";

import { ReasonDialog } from "./reason-dialog";

const T = ADMIN_REFERRALS.openLines.void;

/** "Void" on an open commission line: a dialog asks for the reason (required, shown to the affiliate), then voids it (audited). */
export function VoidCommissionButton({ commissionId, code, order, amount }: { commissionId: string; code: string; order: string; amount: string }) {
  const { form, submitting, dialog } = useDialogForm({
    schema: voidCommissionSchema,
    defaultValues: { commissionId, reason: "" },
    submit: voidCommissionAction,
    onSuccess: () => {
      toast.success(T.done);
    },
  });
  return (
    <ReasonDialog
      id={`void-reason-${commissionId}`}
      texts={{
        trigger: T.trigger,
        triggerLabel: T.triggerLabel(code, order),
        title: T.title(code, order),
        description: T.description(amount),
        field: T.field,
        cancel: T.cancel,
        submit: T.submit,
      }}
      dialog={dialog}
      reason={form.register("reason")}
      error={form.formState.errors.reason?.message}
      submitting={submitting}
    />
  );
}
