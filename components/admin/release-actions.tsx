"use client";

import { pullReleaseAction, putBackReleaseAction } from "@/lib/admin/actions/releases";
import { ADMIN_RELEASES } from "@/lib/content/admin/releases";
import { pullReleaseSchema } from "@/lib/releases/schemas";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

import { useDialogForm } from "@/components/forms/use-dialog-form";

import { ReasonDialog } from "./reason-dialog";
import { useAdminAction } from "./use-admin-action";

const T = ADMIN_RELEASES;

/** "Pull" on an offered release (a dialog asks why: /releases shows it), or "Put back" on a pulled one. */
export function ReleaseActions({ version, pulled }: { version: string; pulled: boolean }) {
  const { busy, run } = useAdminAction();
  const { form, submitting, dialog } = useDialogForm({
    schema: pullReleaseSchema,
    defaultValues: { version, reason: "" },
    submit: pullReleaseAction,
    onSuccess: () => {
      toast.success(T.pull.done(version));
    },
  });

  if (pulled) {
    return (
      <Button
        variant="outline"
        size="xs"
        className="text-brand-300"
        disabled={busy}
        aria-label={T.putBackLabel(version)}
        onClick={() => void run(() => putBackReleaseAction({ version }), T.putBackDone(version))}
      >
        {T.putBack}
      </Button>
    );
  }
  return (
    <ReasonDialog
      id={`pull-reason-${version.replace(/[^0-9A-Za-z-]/g, "-")}`}
      texts={{
        trigger: T.pull.trigger,
        triggerLabel: T.pull.triggerLabel(version),
        title: T.pull.title(version),
        description: T.pull.description,
        field: T.pull.field,
        cancel: T.pull.cancel,
        submit: T.pull.submit,
      }}
      dialog={dialog}
      reason={form.register("reason")}
      error={form.formState.errors.reason?.message}
      submitting={submitting}
    />
  );
}
