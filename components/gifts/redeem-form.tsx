"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

import { postJson } from "@/lib/client/post-json";
import { REDEEM_PAGE as P } from "@/lib/content/gifts";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { useServerForm } from "@/components/forms/use-server-form";

/**
 * /redeem's form: the gift code (filled in from the recipient e-mail's link, `#code=…`) and the recipient's
 * Minecraft username, checked with the server's schema; a redeemed gift opens its download page.
 */
export function RedeemForm({ usernameMaxLength }: { usernameMaxLength: number }) {
  const router = useRouter();
  const { form, onSubmit, submitting, preload } = useServerForm({
    schema: () => import("@/lib/gifts/schemas").then((m) => m.redeemGiftSchema),
    defaultValues: { code: "", username: "", email: "" },
    reValidateMode: "onSubmit",
    submit: (values) => postJson<{ username: string; downloadToken: string }>("/api/gift/redeem", values),
    onSuccess: ({ downloadToken }) => router.push(`/download?access=${encodeURIComponent(downloadToken)}`),
  });
  const { register, setValue, formState } = form;

  useEffect(() => {
    // The recipient e-mail's link carries the code in its fragment, which no server sees.
    const code = new URLSearchParams(window.location.hash.slice(1)).get("code");
    if (code) setValue("code", code);
  }, [setValue]);

  return (
    <form method="post" onSubmit={onSubmit} onFocus={preload} noValidate className="mt-6 flex flex-col gap-4">
      <Field id="gift-code" label={P.codeLabel} error={formState.errors.code?.message}>
        <Input type="text" autoComplete="off" spellCheck={false} placeholder={P.codePlaceholder} inputSize="lg" className="font-mono" {...register("code")} />
      </Field>
      <Field id="redeem-username" label={P.usernameLabel} hint={P.usernameHint} error={formState.errors.username?.message}>
        <Input type="text" autoComplete="nickname" maxLength={usernameMaxLength} inputSize="lg" {...register("username")} />
      </Field>
      <Field id="redeem-email" label={P.emailLabel} hint={P.emailHint} error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputSize="lg" {...register("email")} />
      </Field>
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? P.submitting : P.submit}
      </Button>
    </form>
  );
}
