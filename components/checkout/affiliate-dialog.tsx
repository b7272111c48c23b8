"use client";

import { useState } from "react";

import { toast } from "sonner";

import { postJson } from "@/lib/client/post-json";
import { AFFILIATE as A } from "@/lib/content/checkout";

import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { CheckList } from "@/components/marketing/check-list";

const FIELD = "mt-1 block w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-400";
const LIMITS = { name: 100, email: 254, website: 500, socialMedia: 500, experience: 2000, expectedTraffic: 200, additionalInfo: 2000 };
/** The optional fields, in the spec's order. */
const OPTIONAL_FIELDS: { name: "website" | "socialMedia" | "experience" | "expectedTraffic" | "additionalInfo"; type?: "url"; multiline?: boolean }[] = [
  { name: "website", type: "url" },
  { name: "socialMedia" },
  { name: "experience", multiline: true },
  { name: "expectedTraffic" },
  { name: "additionalInfo", multiline: true },
];

/**
 * "Become an Affiliate": the browser checks the e-mail and URL types, the
 * server validates everything again. Success closes and clears the form;
 * failure keeps what the applicant typed.
 */
export function AffiliateDialog() {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setSending(true);
    const body = Object.fromEntries(new FormData(formElement));
    const result = await postJson<{ success: boolean; message: string }>("/api/affiliate/signup", body);
    setSending(false);
    if (!result.ok || !result.data.success) {
      toast.error(A.failure.title, { description: A.failure.description });
      return;
    }
    toast.success(A.success.title, { description: A.success.description });
    formElement.reset();
    setName("");
    setEmail("");
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="mt-4 inline-flex items-center justify-center rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-300 hover:bg-brand-500/10">
        {A.open}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-xl font-bold text-zinc-50">{A.dialogTitle}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{A.dialogIntro}</DialogDescription>
        <CheckList items={A.benefits} className="mt-4 text-sm text-zinc-200" />
        <form onSubmit={submit} className="mt-5 space-y-3">
          <Field id="aff-name" label={A.fields.name}>
            <input id="aff-name" name="name" required autoComplete="name" maxLength={LIMITS.name} value={name} onChange={(e) => setName(e.target.value)} className={FIELD} />
          </Field>
          <Field id="aff-email" label={A.fields.email}>
            <input id="aff-email" name="email" type="email" required autoComplete="email" maxLength={LIMITS.email} value={email} onChange={(e) => setEmail(e.target.value)} className={FIELD} />
          </Field>
          {OPTIONAL_FIELDS.map(({ name: field, type, multiline }) => (
            <Field key={field} id={`aff-${field}`} label={A.fields[field]}>
              {multiline ? (
                <textarea id={`aff-${field}`} name={field} rows={3} maxLength={LIMITS[field]} className={FIELD} />
              ) : (
                <input id={`aff-${field}`} name={field} type={type ?? "text"} placeholder={type === "url" ? "https://" : undefined} maxLength={LIMITS[field]} className={FIELD} />
              )}
            </Field>
          ))}
          <div className="flex justify-end gap-3 pt-2">
            <DialogClose type="button" className="rounded-lg border border-ink-700 px-4 py-2 text-zinc-200 hover:border-zinc-500">{A.cancel}</DialogClose>
            <button type="submit" disabled={sending || !name.trim() || !email.trim()} className="rounded-lg bg-brand-500 px-4 py-2 font-semibold text-ink-950 hover:bg-brand-400 disabled:cursor-not-allowed disabled:opacity-50">
              {sending ? A.submitting : A.submit}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-zinc-200">{label}</label>
      {children}
    </div>
  );
}
