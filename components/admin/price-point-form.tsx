"use client";

import { setPricePointAction } from "@/lib/admin/actions/pricing";
import { ADMIN_PRICING } from "@/lib/content/admin/pricing";
import { formatPrice } from "@/lib/money";
import { MAX_PRICE_POINT_CENTS, setPricePointSchema, type PricePointRow } from "@/lib/pricing/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

const P = ADMIN_PRICING.points;

/**
 * One currency's price point (the server's setPricePointSchema, as POST /admin/prices takes it): a price in cents
 * offers the currency, an empty field stops offering it.
 */
export function PricePointForm({ point }: { point: PricePointRow }) {
  const { currency, floorCents } = point;
  const { form, onSubmit, submitting } = useServerForm({
    schema: setPricePointSchema,
    defaultValues: { currency, amountCents: point.amountCents },
    submit: setPricePointAction,
    onSuccess: (saved) => {
      toast.success(saved.amountCents === null ? P.removed(currency) : P.saved(formatPrice(saved.amountCents, currency)));
    },
  });
  const id = `price-${currency.toLowerCase()}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3" aria-label={P.formLabel(currency)}>
      <input type="hidden" {...form.register("currency")} />
      <Field
        id={id}
        label={P.label(currency)}
        labelTone="muted"
        hint={P.hint(floorCents, formatPrice(floorCents, currency))}
        error={form.formState.errors.amountCents?.message}
      >
        <Input
          type="number"
          min={floorCents}
          max={MAX_PRICE_POINT_CENTS}
          step={1}
          autoComplete="off"
          {...form.register("amountCents", { setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)) })}
        />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? P.saving : P.submit(currency)}
      </Button>
    </form>
  );
}
