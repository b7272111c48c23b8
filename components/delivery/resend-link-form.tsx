"use client";

import { type FormEvent, useState } from "react";

import { toast } from "sonner";

import { RESEND_FORM, RESEND_SENT_MESSAGE, type ResendFormError } from "@/lib/content/delivery";

type ErrorBody = { error?: { message?: string; fields?: Record<string, string> } } | null;

/**
 * The resend form. Without JavaScript it is a plain form post (the API
 * answers with a redirect back here, `?sent=1` or `?error=…`, which the page
 * passes in); with it, the same endpoint is called with JSON and the answer
 * shows in the status region and as a toast.
 */
export function ResendLinkForm({ sent = false, error = null }: { sent?: boolean; error?: ResendFormError | null }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(sent ? RESEND_SENT_MESSAGE : null);
  const [fieldError, setFieldError] = useState<string | null>(error === "invalid" ? RESEND_FORM.errors.invalid : null);
  const [formError, setFormError] = useState<string | null>(error && error !== "invalid" ? RESEND_FORM.errors[error] : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    setFieldError(null);
    setFormError(null);
    try {
      const res = await fetch("/api/download-link", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
      const body = (await res.json().catch(() => null)) as ({ message?: string } & ErrorBody) | null;
      if (res.ok) {
        const message = body?.message ?? RESEND_SENT_MESSAGE;
        setStatus(message);
        toast.success(message);
        return;
      }
      const message = body?.error?.message ?? RESEND_FORM.errors.failed;
      if (res.status === 400) setFieldError(body?.error?.fields?.email ?? message);
      toast.error(message);
    } catch {
      toast.error(RESEND_FORM.errors.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/api/download-link" onSubmit={submit} className="mt-6 flex flex-col gap-2">
      <label htmlFor="resend-email" className="text-sm font-semibold text-zinc-100">{RESEND_FORM.label}</label>
      <input
        id="resend-email"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder={RESEND_FORM.placeholder}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(null);
        }}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? "resend-email-error" : undefined}
        className="rounded-lg border border-ink-700 bg-ink-800 px-3 py-2.5 text-zinc-100 placeholder:text-zinc-400 aria-invalid:border-red-400"
      />
      {fieldError ? <p id="resend-email-error" className="text-sm text-red-400">{fieldError}</p> : null}
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex items-center justify-center rounded-lg bg-brand-500 px-6 py-3 font-semibold text-ink-950 transition-colors hover:bg-brand-400 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? RESEND_FORM.submitting : RESEND_FORM.submit}
      </button>
      <p role="status" className="min-h-6 text-sm text-brand-300">{status}</p>
      {formError ? <p role="alert" className="text-sm text-red-400">{formError}</p> : null}
    </form>
  );
}
