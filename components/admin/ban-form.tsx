"use client";

import { addBanAction, liftBanAction } from "@/lib/admin/actions/disputes";
import { addBanSchema, BAN_KINDS, liftBanSchema } from "@/lib/bans/schemas";
import { ADMIN_BANS as B } from "@/lib/content/admin/disputes";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useDialogForm } from "@/components/forms/use-dialog-form";
import { useServerForm } from "@/components/forms/use-server-form";

import { ReasonDialog } from "./reason-dialog";

/** "Ban a buyer": what, its value and why, checked with the server's addBanSchema. */
export function BanForm() {
  const { form, onSubmit, submitting } = useServerForm({
    schema: addBanSchema,
    defaultValues: { kind: "EMAIL", value: "", reason: "" },
    submit: addBanAction,
    onSuccess: () => {
      toast.success(B.add.done);
      form.reset();
    },
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-ink-800 p-4" aria-labelledby="ban-form-heading">
      <h3 id="ban-form-heading" className="font-semibold text-zinc-100">
        {B.add.heading}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="ban-kind" label={B.add.kind} labelTone="muted" error={errors.kind?.message}>
          <Select {...form.register("kind")}>
            {BAN_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {B.kinds[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="ban-value" label={B.add.value} labelTone="muted" hint={B.add.valueHint} error={errors.value?.message}>
          <Input spellCheck={false} autoComplete="off" {...form.register("value")} />
        </Field>
      </div>
      <Field id="ban-reason" label={B.add.reason} labelTone="muted" error={errors.reason?.message}>
        <Textarea maxLength={500} rows={2} {...form.register("reason")} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {B.add.submit}
      </Button>
    </form>
  );
}

/** "Lift" on a ban in force: asks why (audited). */
export function LiftBanButton({ id, value }: { id: string; value: string }) {
  const { form, submitting, dialog } = useDialogForm({
    schema: liftBanSchema,
    defaultValues: { id, reason: "" },
    submit: liftBanAction,
    onSuccess: () => {
      toast.success(B.lift.done);
    },
  });
  return (
    <ReasonDialog
      id={`lift-ban-${id}`}
      texts={{
        trigger: B.lift.open,
        triggerLabel: B.lift.label(value),
        title: B.lift.label(value),
        description: B.lift.description,
        field: B.lift.reason,
        cancel: B.lift.cancel,
        submit: B.lift.submit,
      }}
      dialog={dialog}
      reason={form.register("reason")}
      error={form.formState.errors.reason?.message}
      submitting={submitting}
    />
  );
}
