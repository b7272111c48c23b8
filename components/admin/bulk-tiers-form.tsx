"use client";

import { useFieldArray } from "react-hook-form";

import { saveBulkTiersAction } from "@/lib/admin/actions/pricing";
import { ADMIN_PRICING } from "@/lib/content/admin/pricing";
import { MAX_PACK } from "@/lib/pricing/pack-size";
import { MAX_BULK_TIERS, saveBulkTiersSchema, type BulkTiers } from "@/lib/pricing/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

const B = ADMIN_PRICING.bulk;

/**
 * The seller's bulk discount tiers, edited as one list (the server's saveBulkTiersSchema, as POST /admin/bulk-tiers
 * takes it): a row per tier, up to MAX_BULK_TIERS; saving an empty list removes them.
 */
export function BulkTiersForm({ saved }: { saved: BulkTiers }) {
  const { form, onSubmit, submitting } = useServerForm({
    schema: saveBulkTiersSchema,
    defaultValues: { tiers: saved.tiers },
    submit: saveBulkTiersAction,
    onSuccess: () => {
      toast.success(B.saved);
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "tiers" });
  const errors = form.formState.errors.tiers;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="bulk-tiers-heading">
      {fields.length === 0 ? <p className="text-zinc-300">{B.none}</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-end gap-3" data-testid="bulk-tier">
          <Field id={`tier-${index}-min`} label={B.minQuantity(index)} labelTone="muted" error={errors?.[index]?.minQuantity?.message}>
            <Input type="number" min={2} max={MAX_PACK} step={1} {...form.register(`tiers.${index}.minQuantity`, { valueAsNumber: true })} />
          </Field>
          <Field id={`tier-${index}-off`} label={B.percentOff(index)} labelTone="muted" error={errors?.[index]?.percentOff?.message}>
            <Input type="number" min={1} max={90} step={1} {...form.register(`tiers.${index}.percentOff`, { valueAsNumber: true })} />
          </Field>
          <Button type="button" variant="quiet" size="sm" onClick={() => remove(index)}>
            {B.remove(index)}
          </Button>
        </div>
      ))}
      {errors?.message || errors?.root?.message ? (
        <p role="alert" className="text-sm text-red-300">
          {errors.message ?? errors.root?.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          className="text-zinc-100"
          disabled={fields.length >= MAX_BULK_TIERS}
          onClick={() => append({ minQuantity: Number.NaN, percentOff: Number.NaN })}
        >
          {B.add}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? B.saving : B.submit}
        </Button>
      </div>
    </form>
  );
}
