"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { setAppliedCodePrice } from "@/lib/client/applied-code-price";
import { postJson } from "@/lib/client/post-json";
import { CREATOR_CODE_FORM as C } from "@/lib/content/checkout";
import { formatPrice, type PriceCurrency } from "@/lib/money";
import type { CreatorCodeLookupFields, CreatorCodeLookupInput, creatorCodeLookupSchema, CreatorCodeQuote } from "@/lib/pricing/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { ReferralBadge } from "./referral-badge";

/** The server's schema for a typed code (lib/pricing/schemas.ts), a chunk of its own loaded when the control opens. */
const importSchema = () => import("@/lib/pricing/schemas").then((m) => m.creatorCodeLookupSchema);

type CreatorCodeProps = {
  /** The currency the buyer pays in: the code is priced in it, and priced again when it changes. */
  currency: PriceCurrency;
  /** How many licenses the order buys: a pack's are priced with its bulk tier, and priced again when it changes. */
  quantity: number;
  /** The code of the referral link the visitor arrived with (?ref=, kept for the session): applied at once. */
  linkCode: string | null;
  /** A checkout link's code (?code=): applied at once, before the referral link's; its discount or its refusal shown. */
  applyCode: string | null;
  /** Create-order's refusal of the applied code (used up meanwhile, ended), shown on the field; a new object each time. */
  refusal: { message: string } | null;
  /** The code the buyer applied, which create-order gets as the typed code; null when none is. */
  onChange: (code: string | null) => void;
};

/**
 * "Have a creator code?": closed by default; a link's code (?code=, else the referral link's ?ref=) is applied at
 * once. Apply
 * asks the server what the code comes to (POST /api/creator-code, priced as create-order prices) and shows the
 * referral badge with what the buyer saves; a code that does not apply shows the server's reason on the field.
 */
export function CreatorCode({ currency, quantity, linkCode, applyCode, refusal, onChange }: CreatorCodeProps) {
  const [opened, setOpened] = useState(false);
  const [applied, setApplied] = useState<CreatorCodeQuote | null>(null);
  const schema = useRef<Promise<typeof creatorCodeLookupSchema> | null>(null);
  const loadSchema = useCallback(() => (schema.current ??= importSchema()), []);
  const form = useForm<CreatorCodeLookupFields, unknown, CreatorCodeLookupInput>({
    resolver: async (values, context, options) => zodResolver(await loadSchema())(values, context, options),
    defaultValues: { code: "" },
    // The link's code is read after hydration (the server renders without it); what the buyer typed stays.
    values: (applyCode ?? linkCode) ? { code: applyCode ?? linkCode ?? "" } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, formState, setError, clearErrors } = form;
  const open = opened || linkCode !== null || applyCode !== null || refusal !== null;
  // Create-order's refusal outranks an earlier answer of the lookup: the code no longer applies. A quote in another
  // currency, or for another number of licenses, than the buyer's is being priced again.
  const shown = refusal || applied?.currency !== currency || applied.quantity !== quantity ? null : applied;
  // The license card beside the form shows the same amount (components/checkout/code-price.tsx).
  useEffect(() => setAppliedCodePrice(shown), [shown]);
  const error = formState.errors.code?.message ?? refusal?.message;

  const apply = useCallback(
    async ({ code }: { code: string }) => {
      const answer = await postJson<CreatorCodeQuote>("/api/creator-code", { code, currency, quantity });
      if (answer.ok) {
        setApplied(answer.data);
        onChange(answer.data.code);
        return;
      }
      setApplied(null);
      onChange(null);
      setError("code", { message: answer.status === 429 ? C.tooMany : (answer.fieldErrors?.code ?? answer.error) });
    },
    [currency, quantity, onChange, setError],
  );

  // Another currency prices the applied code again (a fixed discount applies in USD only, so it may be refused), and
  // so does another number of licenses (a pack's tier comes first). apply changes with both, so the effect runs once per
  // change; the ref keeps a re-render from asking twice.
  const stale = applied && (applied.currency !== currency || applied.quantity !== quantity) ? applied.code : null;
  const repricedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${currency}:${quantity}`;
    if (!stale || repricedFor.current === key) return;
    repricedFor.current = key;
    void apply({ code: stale });
  }, [stale, currency, quantity, apply]);

  // A link's code is applied once, after hydration, as if the buyer had pressed Apply: the price the page shows is
  // the one create-order will ask PayPal for, which counts a referral link's code too.
  const linkApplied = useRef(false);
  const autoApply = applyCode ?? linkCode;
  useEffect(() => {
    if (!autoApply || linkApplied.current) return;
    linkApplied.current = true;
    void apply({ code: autoApply });
  }, [autoApply, apply]);

  function remove() {
    setApplied(null);
    onChange(null);
    form.reset({ code: "" });
  }

  if (!open) {
    return (
      <Button variant="quiet" size="sm" aria-expanded={false} onClick={() => (setOpened(true), void loadSchema())}>
        {C.toggle}
      </Button>
    );
  }
  const money = (cents: number) => formatPrice(cents, shown?.currency ?? "USD");
  return (
    <div className="space-y-2" onFocus={() => void loadSchema().catch(() => undefined)}>
      {shown ? (
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {/* A referral link's code has its badge at the top of the form already. */}
            {shown.code === linkCode ? null : <ReferralBadge code={shown.code} />}
            <Button variant="quiet" size="xs" onClick={remove}>
              {C.remove}
            </Button>
          </div>
          <p className="text-sm text-brand-300">
            {shown.quantity > 1
              ? shown.discountCents > 0
                ? C.savesEach(money(shown.discountCents), money(shown.amountCents))
                : C.noDiscountEach(money(shown.amountCents))
              : shown.discountCents > 0
                ? C.saves(money(shown.discountCents), money(shown.amountCents))
                : C.noDiscount(money(shown.amountCents))}
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(apply)(event)} className="flex items-start gap-2">
          <Field id="creator-code" label={C.label} error={error} className="flex-1">
            <Input
              type="text"
              autoComplete="off"
              maxLength={20}
              placeholder={C.placeholder}
              className="uppercase"
              {...register("code", {
                onChange: () => {
                  clearErrors("code");
                  setApplied(null);
                  // Editing the code answers create-order's refusal: the parent forgets it.
                  if (refusal) onChange(null);
                },
              })}
            />
          </Field>
          <Button type="submit" variant="brand" size="tall" className="mt-6" disabled={formState.isSubmitting}>
            {C.apply}
          </Button>
        </form>
      )}
    </div>
  );
}
