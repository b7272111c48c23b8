"use client";

import { saveCreatorCodeAction } from "@/lib/admin/actions/pricing";
import { ADMIN_CREATOR_CODES } from "@/lib/content/admin/referrals";
import { REFERRAL_COMMISSION } from "@/lib/money";
import type { CreatorCodeRow } from "@/lib/pricing/list-creator-codes";
import { creatorCodeTermsSchema } from "@/lib/pricing/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { CodeInput } from "@/components/forms/code-input";
import { useServerForm } from "@/components/forms/use-server-form";

import { UtcDateTimeField } from "./utc-date-time-field";

type Affiliate = { id: string; name: string };

const F = ADMIN_CREATOR_CODES.form;

/** A number field's text as the schema takes it: blank is `blank` (0, null or "keep"), anything else a number. */
const numberOr =
  <B,>(blank: B) =>
  (value: unknown) =>
    value === "" || value === null || value === undefined ? blank : Number(value);

/**
 * Creates a creator code or changes an existing one's terms (the server's creatorCodeTermsSchema, as
 * POST /admin/creator-codes takes it). `editing` fills it with a code's current terms; the times are typed and
 * shown in UTC.
 */
export function CreatorCodeForm({
  editing,
  affiliates,
  onSaved,
  onClear,
}: {
  editing: CreatorCodeRow | null;
  affiliates: Affiliate[];
  onSaved: (row: CreatorCodeRow) => void;
  onClear: () => void;
}) {
  const { form, onSubmit, submitting } = useServerForm({
    schema: creatorCodeTermsSchema,
    defaultValues: {
      code: editing?.code ?? "",
      applicationId: editing?.applicationId ?? null,
      active: editing?.active ?? true,
      discountPercent: editing?.discountPercent ?? 0,
      discountCents: editing?.discountCents ?? 0,
      commissionCents: editing?.commissionCents ?? REFERRAL_COMMISSION.amountCents,
      maxUses: editing?.maxUses ?? null,
      startsAt: editing?.startsAt ?? null,
      endsAt: editing?.endsAt ?? null,
    },
    // The action parses its input with the same schema: the times go back as ISO text.
    submit: ({ startsAt, endsAt, ...terms }) =>
      saveCreatorCodeAction({ ...terms, startsAt: startsAt && startsAt.toISOString(), endsAt: endsAt && endsAt.toISOString() }),
    onSuccess: (saved) => {
      toast.success(saved.created ? F.created(saved.code.code) : F.saved(saved.code.code));
      onSaved(saved.code);
    },
  });
  const errors = form.formState.errors;
  // A linked code keeps its affiliate (the server refuses to move it), so the choice is only offered for a code without one.
  const linked = Boolean(editing?.applicationId);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-ink-800 p-4" aria-labelledby="creator-code-form-heading">
      <h3 id="creator-code-form-heading" className="font-semibold text-zinc-100">
        {F.heading}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="creator-code" label={F.code} labelTone="muted" hint={F.codeHint} error={errors.code?.message}>
          <CodeInput field={form.register("code")} placeholder={F.codePlaceholder} readOnly={editing !== null} />
        </Field>
        <Field id="creator-code-affiliate" label={F.affiliate} labelTone="muted" error={errors.applicationId?.message}>
          <Select disabled={linked} {...form.register("applicationId", { setValueAs: (v: string | null) => v || null })}>
            <option value="">{F.noAffiliate}</option>
            {affiliates.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="creator-code-percent" label={F.discountPercent} labelTone="muted" hint={F.discountHint} error={errors.discountPercent?.message}>
          <Input type="number" min={0} max={100} step={1} {...form.register("discountPercent", { setValueAs: numberOr(0) })} />
        </Field>
        <Field id="creator-code-cents" label={F.discountCents} labelTone="muted" error={errors.discountCents?.message}>
          <Input type="number" min={0} step={1} {...form.register("discountCents", { setValueAs: numberOr(0) })} />
        </Field>
        <Field id="creator-code-commission" label={F.commissionCents} labelTone="muted" error={errors.commissionCents?.message}>
          <Input type="number" min={0} step={1} {...form.register("commissionCents", { setValueAs: numberOr(undefined) })} />
        </Field>
        <Field id="creator-code-max-uses" label={F.maxUses} labelTone="muted" hint={F.maxUsesHint} error={errors.maxUses?.message}>
          <Input type="number" min={0} step={1} {...form.register("maxUses", { setValueAs: numberOr(null) })} />
        </Field>
        {(["startsAt", "endsAt"] as const).map((name) => (
          <UtcDateTimeField
            key={name}
            control={form.control}
            name={name}
            id={`creator-code-${name}`}
            label={F[name]}
            hint={F.windowHint}
            error={errors[name]?.message}
            blank={null}
          />
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-zinc-300">
        <input type="checkbox" className="h-4 w-4" {...form.register("active")} />
        {F.active}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? F.saving : F.submit}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onClear}>
            {F.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
