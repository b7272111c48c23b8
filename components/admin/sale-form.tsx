"use client";

import { scheduleSaleAction } from "@/lib/admin/actions/pricing";
import { ADMIN_PRICING } from "@/lib/content/admin/pricing";
import { LICENSE_PRICE } from "@/lib/money";
import { scheduleSaleSchema } from "@/lib/pricing/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

import { UtcDateTimeField } from "./utc-date-time-field";

const F = ADMIN_PRICING.form;

/** Schedules a sale (the server's scheduleSaleSchema, as POST /admin/sales takes it); the times are typed in UTC. */
export function SaleForm() {
  const { form, onSubmit, submitting } = useServerForm({
    schema: scheduleSaleSchema,
    defaultValues: { label: "", priceCents: Number.NaN, startsAt: "", endsAt: "" },
    // The action parses its input with the same schema: the times go back as ISO text.
    submit: ({ startsAt, endsAt, ...sale }) => scheduleSaleAction({ ...sale, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }),
    onSuccess: (sale) => {
      toast.success(F.scheduled(sale.label));
      form.reset();
    },
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-3" aria-labelledby="sale-form-heading">
      <h2 id="sale-form-heading" className="text-xl font-bold text-zinc-50">
        {F.heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="sale-label" label={F.label} labelTone="muted" error={errors.label?.message}>
          <Input placeholder={F.labelPlaceholder} maxLength={40} autoComplete="off" {...form.register("label")} />
        </Field>
        <Field id="sale-price" label={F.priceCents} labelTone="muted" hint={F.priceHint(LICENSE_PRICE.amountCents)} error={errors.priceCents?.message}>
          <Input type="number" min={100} max={LICENSE_PRICE.amountCents - 1} step={1} {...form.register("priceCents", { valueAsNumber: true })} />
        </Field>
        {(["startsAt", "endsAt"] as const).map((name) => (
          <UtcDateTimeField key={name} control={form.control} name={name} id={`sale-${name}`} label={F[name]} error={errors[name]?.message} blank="" />
        ))}
      </div>
      <Button type="submit" disabled={submitting}>
        {submitting ? F.saving : F.submit}
      </Button>
    </form>
  );
}
