"use client";

import { updatePayoutDetailsAction } from "@/lib/affiliates/actions/portal";
import { payoutDetailsSchema } from "@/lib/affiliates/schemas";
import { AFFILIATE_PORTAL } from "@/lib/content/affiliate-portal";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

const P = AFFILIATE_PORTAL.payout;

/** The PayPal address commissions go to, and optionally the affiliate's own Minecraft UUID. */
export function PayoutForm({ payoutEmail, minecraftUuid }: { payoutEmail: string | null; minecraftUuid: string | null }) {
  const { form, onSubmit, submitting } = useServerForm({
    schema: payoutDetailsSchema,
    defaultValues: { payoutEmail: payoutEmail ?? "", minecraftUuid: minecraftUuid ?? "" },
    submit: (values) => updatePayoutDetailsAction({ payoutEmail: values.payoutEmail, minecraftUuid: values.minecraftUuid ?? "" }),
    onSuccess: (saved) => {
      form.reset({ payoutEmail: saved.payoutEmail, minecraftUuid: saved.minecraftUuid ?? "" });
      toast.success(P.saved);
    },
  });
  const errors = form.formState.errors;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <Field id="payout-email" label={P.emailLabel} error={errors.payoutEmail?.message}>
        <Input type="email" required maxLength={254} autoComplete="email" {...form.register("payoutEmail")} />
      </Field>
      <Field id="payout-uuid" label={P.uuidLabel} hint={P.uuidHint} error={errors.minecraftUuid?.message}>
        <Input maxLength={36} autoComplete="off" spellCheck={false} {...form.register("minecraftUuid")} />
      </Field>
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? P.submitting : P.submit}
      </Button>
    </form>
  );
}
