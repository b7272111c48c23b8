"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";

import { requestAccountSignInAction, verifyAccountCodeAction } from "@/lib/account/actions/sign-in";
import { accountSignInSchema, accountVerifySchema } from "@/lib/account/schemas";
import { ACCOUNT_SIGN_IN_FORM as P } from "@/lib/content/account";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { OneTimeCodeInput } from "@/components/account/one-time-code-input";
import { useServerForm } from "@/components/forms/use-server-form";

/**
 * The account's sign-in, in two steps on one page: the address (the same answer for every address), then the
 * 6-digit code from the mail. A right code sets the session cookie and the page, rendered again, shows the account.
 */
export function AccountSignInForm() {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return sent ? <CodeStep email={sent.email} message={sent.message} onOtherAddress={() => setSent(null)} /> : <EmailStep onSent={setSent} />;
}

function EmailStep({ onSent }: { onSent: (sent: { email: string; message: string }) => void }) {
  const { form, onSubmit, submitting } = useServerForm({
    schema: accountSignInSchema,
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
    submit: (values) => requestAccountSignInAction(values),
    onSuccess: ({ message }, { email }) => onSent({ email, message }),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-2">
      <Field id="account-email" label={P.emailLabel} error={form.formState.errors.email?.message} labelTone="page" layout="gap">
        <Input
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={P.emailPlaceholder}
          tone="page"
          inputSize="lg"
          {...form.register("email", { onChange: () => form.clearErrors("email") })}
        />
      </Field>
      <Button type="submit" size="xl" disabled={submitting} className="mt-2">
        {submitting ? P.sending : P.send}
      </Button>
    </form>
  );
}

function CodeStep({ email, message, onOtherAddress }: { email: string; message: string; onOtherAddress: () => void }) {
  const router = useRouter();
  const { form, onSubmit, submitting } = useServerForm({
    schema: accountVerifySchema,
    defaultValues: { email, code: "" },
    reValidateMode: "onSubmit",
    submit: (values) => verifyAccountCodeAction(values),
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-2">
      <p role="status" className="text-sm text-brand-300">
        {message}
      </p>
      <input type="hidden" {...form.register("email")} />
      <Field id="account-code" label={P.codeLabel} hint={P.codeHint} error={form.formState.errors.code?.message} labelTone="page" layout="gap">
        <OneTimeCodeInput tone="page" inputSize="lg" {...form.register("code", { onChange: () => form.clearErrors("code") })} />
      </Field>
      <Button type="submit" size="xl" disabled={submitting} className="mt-2">
        {submitting ? P.verifying : P.verify}
      </Button>
      <Button type="button" variant="quiet" onClick={onOtherAddress} className="self-start">
        {P.otherAddress}
      </Button>
    </form>
  );
}
