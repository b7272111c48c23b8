"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";

import { confirmEmailChangeAction, requestEmailChangeAction } from "@/lib/account/actions/account";
import { accountEmailChangeSchema, accountEmailConfirmSchema } from "@/lib/account/schemas";
import { ACCOUNT_PAGE } from "@/lib/content/account";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { OneTimeCodeInput } from "@/components/account/one-time-code-input";
import { useServerForm } from "@/components/forms/use-server-form";

const P = ACCOUNT_PAGE.email;

/** Moving the account to another address: the new address, then the code sent to it. */
export function EmailChangeForm() {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return sent ? <ConfirmStep email={sent.email} message={sent.message} /> : <AddressStep onSent={setSent} />;
}

function AddressStep({ onSent }: { onSent: (sent: { email: string; message: string }) => void }) {
  const { form, onSubmit, submitting } = useServerForm({
    schema: accountEmailChangeSchema,
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
    submit: (values) => requestEmailChangeAction(values),
    onSuccess: ({ message }, { email }) => onSent({ email, message }),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:max-w-md">
      <Field id="account-new-email" label={P.newLabel} error={form.formState.errors.email?.message} layout="gap">
        <Input type="email" required maxLength={254} autoComplete="email" {...form.register("email", { onChange: () => form.clearErrors("email") })} />
      </Field>
      <Button type="submit" variant="outline" disabled={submitting} className="self-start">
        {submitting ? P.sending : P.send}
      </Button>
    </form>
  );
}

function ConfirmStep({ email, message }: { email: string; message: string }) {
  const router = useRouter();
  const { form, onSubmit, submitting } = useServerForm({
    schema: accountEmailConfirmSchema,
    defaultValues: { email, code: "" },
    reValidateMode: "onSubmit",
    submit: (values) => confirmEmailChangeAction(values),
    onSuccess: ({ message: changed }) => {
      toast.success(changed);
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:max-w-md">
      <p role="status" className="text-sm text-brand-300">
        {message}
      </p>
      <input type="hidden" {...form.register("email")} />
      <Field id="account-email-code" label={P.codeLabel} error={form.formState.errors.code?.message} layout="gap">
        <OneTimeCodeInput {...form.register("code", { onChange: () => form.clearErrors("code") })} />
      </Field>
      <Button type="submit" variant="outline" disabled={submitting} className="self-start">
        {submitting ? P.confirming : P.confirm}
      </Button>
    </form>
  );
}
