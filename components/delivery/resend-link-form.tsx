"use client";

import { useState } from "react";

import { RESEND_DEMO, RESEND_FORM, RESEND_SENT_MESSAGE, type ResendFormError } from "@/lib/content/delivery";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm, type SubmitResult } from "@/components/forms/use-server-form";

type DemoLink = { username: string; downloadLink: string };
type Answer = { message?: string; demoLinks?: DemoLink[]; error?: { message?: string; fields?: Record<string, string> } } | null;
type Sent = { message: string; demoLinks: DemoLink[] };

/** POST /api/download-link with JSON; a refusal without a message of the server's own is the form's "failed". */
async function requestLink(values: { email: string }): Promise<SubmitResult<Sent>> {
  try {
    const res = await fetch("/api/download-link", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(values) });
    const body = (await res.json().catch(() => null)) as Answer;
    if (res.ok) return { ok: true, data: { message: body?.message ?? RESEND_SENT_MESSAGE, demoLinks: body?.demoLinks ?? [] } };
    const error = body?.error?.message ?? RESEND_FORM.errors.failed;
    // A 400 always marks the address, with the server's word for it when it gave one.
    return { ok: false, status: res.status, error, ...(res.status === 400 && { fieldErrors: { email: body?.error?.fields?.email ?? error } }) };
  } catch {
    return { ok: false, status: 0, error: RESEND_FORM.errors.failed };
  }
}

/**
 * The resend form. Without JavaScript it is a plain form post (the API
 * answers with a redirect back here, `?sent=1` or `?error=…`, which the page
 * passes in); with it, the same endpoint is called with JSON and the answer
 * shows in the status region and as a toast.
 */
export function ResendLinkForm({
  sent = false,
  sentMessage = RESEND_SENT_MESSAGE,
  error = null,
}: {
  sent?: boolean;
  /** What a no-JavaScript post's ?sent=1 says: the server knows whether this shop can send mail. */
  sentMessage?: string;
  error?: ResendFormError | null;
}) {
  const [status, setStatus] = useState<string | null>(sent ? sentMessage : null);
  const [demoLinks, setDemoLinks] = useState<DemoLink[]>([]);
  // The no-JavaScript post's answer, rendered on the server; it goes as soon as the buyer edits or sends again.
  const [fieldNotice, setFieldNotice] = useState<string | null>(error === "invalid" ? RESEND_FORM.errors.invalid : null);
  const [formError, setFormError] = useState<string | null>(error && error !== "invalid" ? RESEND_FORM.errors[error] : null);
  const { form, onSubmit, submitting, preload } = useServerForm({
    // Imported on the first focus or check: zod is most of a form's JavaScript, and the page needs none of it to show.
    schema: () => import("@/lib/downloads/schemas").then((m) => m.resendDownloadLinkSchema),
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
    submit: (values) => {
      setStatus(null);
      setDemoLinks([]);
      setFieldNotice(null);
      setFormError(null);
      return requestLink(values);
    },
    onSuccess: ({ message, demoLinks }) => {
      setStatus(message);
      setDemoLinks(demoLinks);
      toast.success(message);
    },
  });
  const fieldError = form.formState.errors.email?.message ?? fieldNotice;

  return (
    <form method="post" action="/api/download-link" onSubmit={onSubmit} onFocus={preload} className="mt-6 flex flex-col gap-2">
      <Field id="resend-email" label={RESEND_FORM.label} error={fieldError} labelTone="page" layout="gap">
        <Input
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={RESEND_FORM.placeholder}
          tone="page"
          inputSize="lg"
          {...form.register("email", {
            onChange: () => {
              form.clearErrors("email");
              setFieldNotice(null);
            },
          })}
        />
      </Field>
      <Button type="submit" size="xl" disabled={submitting} className="mt-2">
        {submitting ? RESEND_FORM.submitting : RESEND_FORM.submit}
      </Button>
      <p role="status" className="min-h-6 text-sm text-brand-300">
        {status}
      </p>
      {demoLinks.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {demoLinks.map((link) => (
            <li key={link.downloadLink}>
              <a href={link.downloadLink} className="font-medium text-brand-300 underline underline-offset-2">
                {RESEND_DEMO.linkLabel(link.username)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {formError ? (
        <p role="alert" className="text-sm text-red-400">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
