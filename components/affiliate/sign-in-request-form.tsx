"use client";

import { useState } from "react";

import { requestSignInLinkAction } from "@/lib/affiliates/actions/sign-in";
import { affiliateSignInRequestSchema } from "@/lib/affiliates/schemas";
import { AFFILIATE_LOGIN_PAGE as P } from "@/lib/content/affiliate-portal";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

/** Asks for a one-time sign-in link; the answer shows in the status region and as a toast. */
export function SignInRequestForm() {
  const [status, setStatus] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useServerForm({
    schema: affiliateSignInRequestSchema,
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
    submit: (values) => {
      setStatus(null);
      return requestSignInLinkAction(values).catch(() => ({ ok: false as const, error: P.failed }));
    },
    onSuccess: ({ message }) => {
      setStatus(message);
      toast.success(message);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-2">
      <Field id="affiliate-email" label={P.label} error={form.formState.errors.email?.message} labelTone="page" layout="gap">
        <Input
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={P.placeholder}
          tone="page"
          inputSize="lg"
          {...form.register("email", { onChange: () => form.clearErrors("email") })}
        />
      </Field>
      <Button type="submit" size="xl" disabled={submitting} className="mt-2">
        {submitting ? P.submitting : P.submit}
      </Button>
      <p role="status" className="min-h-6 text-sm text-brand-300">
        {status}
      </p>
    </form>
  );
}
