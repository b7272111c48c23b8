"use client";

import { renameLicenseAction, restoreLicenseAction, revokeLicenseAction, unlinkDiscordAction } from "@/lib/admin/actions/users";
import { ADMIN_USERS } from "@/lib/content/admin/users";
import type { LicenseRow } from "@/lib/licenses/license-row";
import { renameLicenseSchema, revokeLicenseSchema } from "@/lib/licenses/schemas";

import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useDialogForm } from "@/components/forms/use-dialog-form";

import { useAdminAction } from "./use-admin-action";

const T = ADMIN_USERS.actions;
const SMALL = buttonClass({ variant: "outline", size: "xs" });

type Row = Pick<LicenseRow, "uuid" | "username" | "active"> & { discord?: LicenseRow["discord"] };
/** After a change: the renamed row when the change was a rename (a list searched by the old name keeps showing it). */
type OnChanged = (renamed?: LicenseRow) => void;
type DialogProps = { row: Row; busy: boolean; onChanged?: OnChanged };

/**
 * Revoke (with a reason), restore, or rename a license. The whitelist check
 * answers the new state at once; each change is audited on the server.
 */
export function LicenseActions({ row, onChanged }: { row: Row; onChanged?: OnChanged }) {
  const { busy, run } = useAdminAction();

  async function restore() {
    if ((await run(() => restoreLicenseAction({ uuid: row.uuid }), T.restore.done(row.username))) !== null) onChanged?.();
  }

  async function unlinkDiscord() {
    if ((await run(() => unlinkDiscordAction({ uuid: row.uuid }), T.unlinkDiscord.done(row.username))) !== null) onChanged?.();
  }

  return (
    <div className="flex flex-wrap gap-1">
      {row.active ? (
        <RevokeDialog row={row} busy={busy} onChanged={onChanged} />
      ) : (
        <Button
          variant="outline"
          size="xs"
          className="text-brand-300"
          disabled={busy}
          onClick={() => void restore()}
          aria-label={T.restore.ariaLabel(row.username)}
        >
          {T.restore.label}
        </Button>
      )}
      <RenameDialog row={row} busy={busy} onChanged={onChanged} />
      {row.discord ? (
        <Button variant="outline" size="xs" disabled={busy} onClick={() => void unlinkDiscord()} aria-label={T.unlinkDiscord.ariaLabel(row.username)}>
          {T.unlinkDiscord.label}
        </Button>
      ) : null}
    </div>
  );
}

function RevokeDialog({ row, busy, onChanged }: DialogProps) {
  const { form, submitting, dialog } = useDialogForm({
    schema: revokeLicenseSchema,
    defaultValues: { uuid: row.uuid, reason: "" },
    submit: revokeLicenseAction,
    onSuccess: () => {
      toast.success(T.revoke.done(row.username));
      onChanged?.();
    },
  });
  return (
    <ActionDialog
      {...dialog}
      trigger={<span className="text-red-300">{T.revoke.trigger}</span>}
      triggerLabel={T.revoke.triggerLabel(row.username)}
      title={T.revoke.title(row.username)}
      description={T.revoke.description}
      submit={T.revoke.submit}
      busy={busy || submitting}
    >
      <Field id="license-reason" label={T.revoke.field} labelTone="muted" error={form.formState.errors.reason?.message}>
        <Textarea required maxLength={500} rows={3} {...form.register("reason")} />
      </Field>
    </ActionDialog>
  );
}

function RenameDialog({ row, busy, onChanged }: DialogProps) {
  const { form, submitting, dialog } = useDialogForm({
    schema: renameLicenseSchema,
    defaultValues: { uuid: row.uuid, username: row.username },
    submit: renameLicenseAction,
    onSuccess: (license, { username }) => {
      toast.success(T.rename.done(username));
      onChanged?.(license);
    },
  });
  return (
    <ActionDialog
      {...dialog}
      trigger={T.rename.trigger}
      triggerLabel={T.rename.triggerLabel(row.username)}
      title={T.rename.title(row.username)}
      description={T.rename.description}
      submit={T.rename.submit}
      busy={busy || submitting}
    >
      <Field id="license-username" label={T.rename.field} labelTone="muted" error={form.formState.errors.username?.message}>
        <Input required maxLength={16} pattern="[A-Za-z0-9_]{3,16}" {...form.register("username")} />
      </Field>
    </ActionDialog>
  );
}

/** A small trigger button opening a dialog around one-field form. */
function ActionDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactNode;
  triggerLabel: string;
  title: string;
  description: string;
  submit: string;
  busy: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogTrigger className={SMALL} aria-label={props.triggerLabel} disabled={props.busy}>
        {props.trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-bold text-zinc-50">{props.title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{props.description}</DialogDescription>
        <form onSubmit={props.onSubmit} className="mt-4 space-y-3">
          {props.children}
          <div className="flex justify-end gap-2">
            <DialogClose type="button" className={buttonClass({ variant: "quiet" })}>
              {T.cancel}
            </DialogClose>
            <Button type="submit" disabled={props.busy}>
              {props.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
