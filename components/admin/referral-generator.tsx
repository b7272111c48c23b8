"use client";

import { useState } from "react";

import { Copy } from "lucide-react";
import { useWatch } from "react-hook-form";

import { generateReferralCodeAction } from "@/lib/admin/actions/referrals";
import { ADMIN_TOASTS } from "@/lib/content/admin/dashboard";
import { ADMIN_REFERRALS } from "@/lib/content/admin/referrals";
import { QUICK_REFERRAL_CODES } from "@/lib/referrals/referral-codes";
import { createReferralCodeSchema } from "@/lib/referrals/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { CodeInput } from "@/components/forms/code-input";
import { useServerForm } from "@/components/forms/use-server-form";

type Affiliate = { id: string; name: string };

const T = ADMIN_REFERRALS.generator;

/**
 * Makes referral links: the code is cleaned as it is typed (A-Z and 0-9 only,
 * upper case, 20 at most), registered on the server (optionally for an
 * approved affiliate), and its link can be copied.
 */
export function ReferralGenerator({ affiliates }: { affiliates: Affiliate[] }) {
  const [link, setLink] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useServerForm({
    schema: createReferralCodeSchema,
    defaultValues: { code: "", applicationId: "" },
    submit: generateReferralCodeAction,
    onSuccess: (created) => {
      form.setValue("code", created.code);
      setLink(created.link);
    },
  });
  const code = useWatch({ control: form.control, name: "code" });

  function generate(quick: string) {
    form.setValue("code", quick);
    void onSubmit();
  }

  async function copy() {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    toast.success(ADMIN_TOASTS.copied.title, { description: ADMIN_TOASTS.copied.description });
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
        <Field id="referral-code" label={T.code} labelTone="muted" error={form.formState.errors.code?.message} className="min-w-0 flex-1">
          <CodeInput field={form.register("code")} placeholder={T.codePlaceholder} />
        </Field>
        <Field id="referral-affiliate" label={T.affiliate} labelTone="muted" layout="inline" error={form.formState.errors.applicationId?.message}>
          <Select {...form.register("applicationId")}>
            <option value="">{T.noAffiliate}</option>
            {affiliates.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={submitting || !code}>
          {T.submit}
        </Button>
      </form>
      {link ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-ink-700 bg-ink-950 p-3">
          <code className="min-w-0 flex-1 break-all text-brand-300" data-testid="referral-link">
            {link}
          </code>
          <Button variant="chip" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden className="size-4" /> {T.copy}
          </Button>
        </div>
      ) : null}
      <div>
        <h4 className="text-sm font-semibold text-zinc-300">{T.quickCodes}</h4>
        <div className="mt-2 flex flex-wrap gap-2">
          {QUICK_REFERRAL_CODES.map((quick) => (
            <Button key={quick} variant="chip" size="pill" disabled={submitting} onClick={() => generate(quick)} className="font-mono">
              {quick}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
