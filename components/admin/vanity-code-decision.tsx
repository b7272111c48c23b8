"use client";

import { acceptVanityCodeAction, refuseVanityCodeAction } from "@/lib/admin/actions/affiliates";
import { refuseVanityCodeSchema } from "@/lib/affiliates/schemas";
import { ADMIN_AFFILIATES } from "@/lib/content/admin/affiliates";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

import { useDialogForm } from "@/components/forms/use-dialog-form";

import { ReasonDialog } from "./reason-dialog";
import { useAdminAction } from "./use-admin-action";

const T = ADMIN_AFFILIATES.vanity;

/**
 * Accept or Refuse on a pending vanity code request: Accept creates the code for the affiliate (not offered when
 * they hold the most codes already); Refuse asks for the reason their portal and mail show.
 */
export function VanityCodeDecision({ id, code, name, full }: { id: string; code: string; name: string; full: boolean }) {
  const { busy, run } = useAdminAction();
  const { form, submitting, dialog } = useDialogForm({
    schema: refuseVanityCodeSchema,
    defaultValues: { id, reason: "" },
    submit: refuseVanityCodeAction,
    onSuccess: () => {
      toast.success(T.refuse.done(code));
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-1">
      {full ? null : (
        <Button
          variant="outline"
          size="xs"
          className="text-brand-300"
          disabled={busy}
          aria-label={T.acceptLabel(code, name)}
          onClick={() => void run(() => acceptVanityCodeAction({ id }), T.accepted(code))}
        >
          {T.accept}
        </Button>
      )}
      <ReasonDialog
        id={`vanity-reason-${id}`}
        texts={{
          trigger: T.refuse.trigger,
          triggerLabel: T.refuse.triggerLabel(code, name),
          title: T.refuse.title(code),
          description: T.refuse.description(name),
          field: T.refuse.field,
          cancel: ADMIN_AFFILIATES.account.cancel,
          submit: T.refuse.submit,
        }}
        dialog={dialog}
        reason={form.register("reason")}
        error={form.formState.errors.reason?.message}
        submitting={submitting}
      />
    </div>
  );
}
