"use client";

import { useState } from "react";

import { useWatch } from "react-hook-form";
import { toast } from "sonner";

import { affiliateSignupSchema } from "@/lib/affiliates/schemas";
import { postJson } from "@/lib/client/post-json";
import { AFFILIATE as A } from "@/lib/content/checkout";

import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";

import { useServerForm } from "@/components/forms/use-server-form";
import { CheckList } from "@/components/marketing/check-list";

const LIMITS = { name: 100, email: 254, website: 500, socialMedia: 500, experience: 2000, expectedTraffic: 200, additionalInfo: 2000 };
/** The optional fields, in the spec's order. */
const OPTIONAL_FIELDS: { name: "website" | "socialMedia" | "experience" | "expectedTraffic" | "additionalInfo"; type?: "url"; multiline?: boolean }[] = [
  { name: "website", type: "url" },
  { name: "socialMedia" },
  { name: "experience", multiline: true },
  { name: "expectedTraffic" },
  { name: "additionalInfo", multiline: true },
];
const EMPTY = { name: "", email: "", website: "", socialMedia: "", experience: "", expectedTraffic: "", additionalInfo: "" };

/**
 * "Become an Affiliate": the browser checks the input with the server's
 * schema, the server validates everything again. Success closes and clears
 * the form; failure keeps what the applicant typed.
 */
export function AffiliateDialog() {
  const [open, setOpen] = useState(false);
  const { form, onSubmit, submitting } = useServerForm({
    schema: affiliateSignupSchema,
    defaultValues: EMPTY,
    submit: async (application) => {
      const result = await postJson<{ success: boolean; message: string }>("/api/affiliate/signup", application);
      return result.ok && !result.data.success ? { ok: false, error: result.data.message } : result;
    },
    onSuccess: () => {
      toast.success(A.success.title, { description: A.success.description });
      form.reset(EMPTY);
      setOpen(false);
    },
    onFailure: () => toast.error(A.failure.title, { description: A.failure.description }),
  });
  const [name, email] = useWatch({ control: form.control, name: ["name", "email"] });
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonClass({ variant: "brand", size: "lg", className: "mt-4" })}>{A.open}</DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-xl font-bold text-zinc-50">{A.dialogTitle}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{A.dialogIntro}</DialogDescription>
        <CheckList items={A.benefits} className="mt-4 text-sm text-zinc-200" />
        <form onSubmit={onSubmit} className="mt-5 space-y-3">
          <Field id="aff-name" label={A.fields.name} error={errors.name?.message}>
            <Input required autoComplete="name" maxLength={LIMITS.name} {...form.register("name")} />
          </Field>
          <Field id="aff-email" label={A.fields.email} error={errors.email?.message}>
            <Input type="email" required autoComplete="email" maxLength={LIMITS.email} {...form.register("email")} />
          </Field>
          {OPTIONAL_FIELDS.map(({ name: field, type, multiline }) => (
            <Field key={field} id={`aff-${field}`} label={A.fields[field]} error={errors[field]?.message}>
              {multiline ? (
                <Textarea rows={3} maxLength={LIMITS[field]} {...form.register(field)} />
              ) : (
                <Input type={type ?? "text"} placeholder={type === "url" ? "https://" : undefined} maxLength={LIMITS[field]} {...form.register(field)} />
              )}
            </Field>
          ))}
          <div className="flex justify-end gap-3 pt-2">
            <DialogClose type="button" className={buttonClass({ variant: "quiet" })}>
              {A.cancel}
            </DialogClose>
            <Button type="submit" disabled={submitting || !name?.trim() || !email?.trim()}>
              {submitting ? A.submitting : A.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
