"use client";

import { saveExchangeRateAction } from "@/lib/admin/actions/tax";
import { ADMIN_TAX, ECB_USD_RATES } from "@/lib/content/admin/tax";
import { usdPerEurText } from "@/lib/tax/exchange-rate";
import { saveExchangeRateSchema } from "@/lib/tax/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

const R = ADMIN_TAX.rate;

/**
 * The quarter's exchange rate for the OSS return, as the ECB publishes it (the server's saveExchangeRateSchema);
 * saving it adds the euro columns to the table and the CSV. `saved` is what the quarter has, in words.
 */
export function ExchangeRateForm({ quarter, usdPerEurMicros, saved }: { quarter: string; usdPerEurMicros: number | null; saved: string }) {
  const { form, onSubmit, submitting } = useServerForm({
    schema: saveExchangeRateSchema,
    defaultValues: { quarter, usdPerEur: usdPerEurMicros === null ? "" : usdPerEurText(usdPerEurMicros) },
    // The action parses its input with the same schema: the rate goes back as the text the ECB writes.
    submit: (rate) => saveExchangeRateAction({ quarter: rate.quarter, usdPerEur: usdPerEurText(rate.usdPerEurMicros) }),
    onSuccess: (rate) => {
      toast.success(R.saved(rate.quarter, usdPerEurText(rate.usdPerEurMicros)));
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-3" aria-labelledby="exchange-rate-heading">
      <h3 id="exchange-rate-heading" className="text-lg font-bold text-zinc-50">
        {R.heading}
      </h3>
      <p className="text-sm text-zinc-300">
        {R.intro}{" "}
        <a href={ECB_USD_RATES} target="_blank" rel="noopener noreferrer" className="hover:text-brand-200 text-brand-300 underline">
          {R.ecb}
        </a>
      </p>
      <p className="text-sm text-zinc-200">{saved}</p>
      <input type="hidden" {...form.register("quarter")} />
      <Field id="usd-per-eur" label={R.label(quarter)} labelTone="muted" layout="inline" hint={R.hint} error={form.formState.errors.usdPerEur?.message}>
        <Input inputMode="decimal" autoComplete="off" placeholder={R.placeholder} maxLength={12} {...form.register("usdPerEur")} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? R.saving : R.submit}
      </Button>
    </form>
  );
}
