"use client";

import { useWatch } from "react-hook-form";

import { postJson } from "@/lib/client/post-json";
import { AFFILIATE as A } from "@/lib/content/checkout";

import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

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

type AffiliateDialogFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when the dialog closes: the button that opened it (Radix's own trigger is not used). */
  returnFocus: () => void;
};

/**
 * "Become an Affiliate", the dialog: the browser checks the input with the
 * server's schema, the server validates everything again. Success closes and
 * clears the form; failure keeps what the applicant typed. Loaded on the
 * first click of its button (affiliate-dialog.tsx) with Radix's dialog, the
 * form library and zod, none of which /payment needs before then.
 */
export function AffiliateDialogForm({ open, onOpenChange: setOpen, returnFocus }: AffiliateDialogFormProps) {
  const { form, onSubmit, submitting, preload } = useServerForm({
    // The dialog is already a chunk of its own; zod and the schema load as it opens, not with /payment.
    schema: () => import("@/lib/affiliates/schemas").then((m) => m.affiliateSignupSchema),
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
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle className="text-xl font-bold text-zinc-50">{A.dialogTitle}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-300">{A.dialogIntro}</DialogDescription>
        <CheckList items={A.benefits} className="mt-4 text-sm text-zinc-200" />
        <form onSubmit={onSubmit} onFocus={preload} className="mt-5 space-y-3">
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
