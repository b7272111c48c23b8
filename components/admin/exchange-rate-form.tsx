"use client";

import { saveExchangeRateAction } from "@/lib/admin/actions/tax";
import { ADMIN_TAX, ecbRatesPage } from "@/lib/content/admin/tax";
import { perEurText } from "@/lib/tax/exchange-rate";
import { saveExchangeRateSchema, type RateCurrency } from "@/lib/tax/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

const R = ADMIN_TAX.rate;

/**
 * One currency's exchange rate for the quarter's returns, as the ECB publishes it (the server's
 * saveExchangeRateSchema); saving it fills the euro columns of that currency's lines in the table and the CSV.
 * `saved` is what the quarter has, in words.
 */
export function ExchangeRateForm({
  quarter,
  currency,
  perEurMicros,
  saved,
}: {
  quarter: string;
  currency: RateCurrency;
  perEurMicros: number | null;
  saved: string;
}) {
  const { form, onSubmit, submitting } = useServerForm({
    schema: saveExchangeRateSchema,
    defaultValues: { quarter, currency, perEur: perEurMicros === null ? "" : perEurText(perEurMicros) },
    // The action parses its input with the same schema: the rate goes back as the text the ECB writes.
    submit: (rate) => saveExchangeRateAction({ quarter: rate.quarter, currency: rate.currency, perEur: perEurText(rate.perEurMicros) }),
    onSuccess: (rate) => {
      toast.success(R.saved(rate.quarter, rate.currency, perEurText(rate.perEurMicros)));
    },
  });
  const id = `per-eur-${currency.toLowerCase()}`;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-2" aria-label={R.label(currency, quarter)}>
      <p className="text-sm text-zinc-200">
        {saved}{" "}
        <a href={ecbRatesPage(currency)} target="_blank" rel="noopener noreferrer" className="hover:text-brand-200 text-brand-300 underline">
          {R.ecb(currency)}
        </a>
      </p>
      <input type="hidden" {...form.register("quarter")} />
      <input type="hidden" {...form.register("currency")} />
      <Field id={id} label={R.label(currency, quarter)} labelTone="muted" layout="inline" hint={R.hint} error={form.formState.errors.perEur?.message}>
        <Input inputMode="decimal" autoComplete="off" placeholder={R.placeholder} maxLength={12} {...form.register("perEur")} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? R.saving : R.submit(currency)}
      </Button>
    </form>
  );
}
