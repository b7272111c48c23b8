"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";

import { checkoutLinkCode, currentCampaign, currentReferral, readDraft, rememberCampaign, rememberReferral } from "@/lib/client/purchase-draft";
import { sendReferralVisit } from "@/lib/client/referral-visit";
import { CHECKOUT_FORM as C, LOST_DOWNLOAD_LINK, PACK_FORM } from "@/lib/content/checkout";
import { GIFT_CHECKOUT as G } from "@/lib/content/gifts";
import type { TOS_VERSION } from "@/lib/content/legal";
import { GIFT_MESSAGE_MAX_LENGTH } from "@/lib/gifts/message-length";
import type { CheckoutFormValues } from "@/lib/payments/schemas";

import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";

import { CaptureOutcomeNotice } from "./capture-outcome";
import { CreatorCode } from "./creator-code";
import { CurrencySwitch } from "./currency-switch";
import { PackOutcome } from "./pack-outcome";
import { PackPrice } from "./pack-price";
import { PackSeats, QuantityField } from "./pack-seats";
import { PaypalPayment } from "./paypal-payment";
import { ReferralBadge } from "./referral-badge";
import { useChosenCurrency } from "./use-chosen-currency";
import { ALREADY_LICENSED_ERROR, usePurchaseFlow, type CheckoutRules } from "./use-purchase-flow";

/** The query string and session storage do not change under the page. */
const noSubscription = () => () => {};

/** The form's rules (zod and lib/payments/schemas.ts), a chunk of their own: /payment shows and hydrates without them. */
const importRules = () => import("@/lib/payments/schemas").then((m) => m.checkoutFormSchema);

type CheckoutFormProps = {
  supportEmail: string;
  /** TOS_VERSION and USERNAME_MAX_LENGTH, handed down by the page so this leaf does not bundle lib/payments/schemas.ts. */
  termsVersion: typeof TOS_VERSION;
  usernameMaxLength: number;
};

/**
 * The buyer's details, the terms and PayPal's buttons: the one interactive leaf of /payment. Its rules load when
 * the form first takes the focus (or a saved draft fills it, or PayPal's button is clicked), before any check needs them.
 */
export function CheckoutForm({ supportEmail, termsVersion, usernameMaxLength }: CheckoutFormProps) {
  const [rules, setRules] = useState<CheckoutRules | null>(null);
  const rulesLoad = useRef<Promise<CheckoutRules> | null>(null);
  const loadRules = useCallback((): Promise<CheckoutRules> => {
    rulesLoad.current ??= importRules().then(
      (loaded) => {
        setRules(loaded);
        return loaded;
      },
      (error: unknown) => {
        // A failed chunk load is tried again on the next focus or click.
        rulesLoad.current = null;
        throw error;
      },
    );
    return rulesLoad.current;
  }, []);
  const form = useForm<CheckoutFormValues>({
    resolver: async (values, context, options) => zodResolver(await loadRules())(values, context, options),
    defaultValues: { asGift: false, username: "", email: "", tosAccepted: false, recipientEmail: "", message: "", sendAt: "", quantity: 1, seats: [] },
    mode: "onBlur",
    reValidateMode: "onBlur",
  });
  const { register, formState, clearErrors, reset, getValues } = form;
  const referralCode = useSyncExternalStore(
    noSubscription,
    () => currentReferral(window.location.search),
    () => null,
  );
  const linkedCreatorCode = useSyncExternalStore(
    noSubscription,
    () => checkoutLinkCode(window.location.search),
    () => null,
  );
  const values = useWatch({ control: form.control });
  const quantity = values.quantity ?? 1;
  const isPack = quantity > 1;
  const asGift = values.asGift === true && !isPack;
  // Until the rules are loaded nothing was typed (they load on the first focus), so the form cannot be valid yet.
  const canPay = rules !== null && rules.safeParse(values).success && values.tosAccepted === true;
  const [creatorCode, setCreatorCode] = useState<string | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<{ message: string } | null>(null);
  const { currency, settled: currencySettled } = useChosenCurrency();
  const flow = usePurchaseFlow(form, {
    currency,
    referralCode,
    campaign: () => currentCampaign(window.location.search),
    creatorCode,
    onCreatorCodeRefused: (message) => {
      setCreatorCode(null);
      setCodeRefusal({ message });
    },
    termsVersion,
    loadRules,
  });
  const warning = isPack ? PACK_FORM.warning : asGift ? G.warning : C.warning;

  useEffect(() => {
    rememberReferral(window.location.search);
    rememberCampaign(window.location.search);
    // After hydration, so counting the visit (and a ?ref= click) never holds up the page.
    sendReferralVisit(window.location.search);
    // Session storage exists only in the browser: read it after hydration; a buyer who started typing meanwhile keeps their input.
    void readDraft().then((draft) => {
      const typed = getValues();
      if (!draft || typed.username || typed.email) return;
      reset({ ...getValues(), username: draft.username, email: draft.email, tosAccepted: false });
      void loadRules();
    });
  }, [reset, getValues, loadRules]);

  // Spec section 5: a field's error clears as soon as the buyer edits it.
  const clearOnEdit = (name: "username" | "email" | "recipientEmail" | "message" | "sendAt") => ({ onChange: () => clearErrors(name) });

  // A pack paid: its licenses and gift codes take the form's place.
  if (flow.pack) return <PackOutcome seats={flow.pack.seats} downloadToken={flow.pack.downloadToken} />;

  return (
    // Not a <form>: nothing here submits (PayPal's buttons pay), so assistive technology is not offered a submit that does nothing.
    <div role="group" aria-labelledby="details-heading" onFocus={() => void loadRules().catch(() => undefined)} className="space-y-5">
      <ReferralBadge code={referralCode} />
      <h2 id="details-heading" className="text-xl font-semibold text-zinc-50">
        {C.heading}
      </h2>
      <QuantityField form={form} />
      {isPack ? (
        <>
          <PackSeats form={form} usernameMaxLength={usernameMaxLength} />
          <PackPrice quantity={quantity} />
        </>
      ) : null}
      <div className={isPack ? "hidden" : "flex items-start gap-3"}>
        <input id="as-gift" type="checkbox" className="mt-1 size-4 accent-brand-500" aria-describedby="as-gift-hint" {...register("asGift")} />
        <div>
          <label htmlFor="as-gift" className="text-sm font-medium text-zinc-100">
            {G.toggle}
          </label>
          <p id="as-gift-hint" className="text-sm text-zinc-400">
            {G.toggleHint}
          </p>
        </div>
      </div>
      {asGift || isPack ? null : (
        <Field id="username" label={C.usernameLabel} hint={C.usernameHint} error={formState.errors.username?.message}>
          <Input
            type="text"
            // A player's handle, not a sign-in name for this site: password managers must not offer one here.
            autoComplete="nickname"
            maxLength={usernameMaxLength}
            placeholder={C.usernamePlaceholder}
            inputSize="lg"
            {...register("username", clearOnEdit("username"))}
          />
        </Field>
      )}
      {!asGift && !isPack && formState.errors.username?.type === ALREADY_LICENSED_ERROR ? (
        <a href={LOST_DOWNLOAD_LINK.href} className="-mt-3 block text-sm font-medium text-brand-300 underline underline-offset-2">
          {LOST_DOWNLOAD_LINK.label}
        </a>
      ) : null}
      <Field id="email" label={C.emailLabel} hint={C.emailNote} error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={C.emailPlaceholder} inputSize="lg" {...register("email", clearOnEdit("email"))} />
      </Field>
      {asGift ? (
        <>
          <Field id="recipient-email" label={G.recipientEmailLabel} hint={G.recipientEmailHint} error={formState.errors.recipientEmail?.message}>
            <Input type="email" autoComplete="off" inputSize="lg" {...register("recipientEmail", clearOnEdit("recipientEmail"))} />
          </Field>
          <Field id="gift-message" label={G.messageLabel} error={formState.errors.message?.message}>
            <Textarea rows={3} maxLength={GIFT_MESSAGE_MAX_LENGTH} {...register("message", clearOnEdit("message"))} />
          </Field>
          <Field id="gift-send-at" label={G.sendAtLabel} hint={G.sendAtHint} error={formState.errors.sendAt?.message}>
            <Input type="datetime-local" inputSize="lg" {...register("sendAt", clearOnEdit("sendAt"))} />
          </Field>
        </>
      ) : null}
      <div className="flex items-start gap-3">
        <input id="tos" type="checkbox" className="mt-1 size-4 accent-brand-500" {...register("tosAccepted")} />
        <label htmlFor="tos" className="text-sm text-zinc-300">
          {C.termsBefore}
          <a href="/terms" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-300 underline underline-offset-2">
            {C.termsLink}
          </a>
          {C.termsAfter(termsVersion)}
        </label>
      </div>
      <CreatorCode
        currency={currency}
        quantity={quantity}
        linkCode={referralCode}
        applyCode={linkedCreatorCode}
        refusal={codeRefusal}
        onChange={(code) => {
          setCreatorCode(code);
          setCodeRefusal(null);
        }}
      />
      {canPay ? null : (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-700 bg-amber-950/50 px-4 py-3 text-sm text-amber-100">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      )}
      <section aria-labelledby="payment-heading" className="space-y-3">
        <h2 id="payment-heading" className="text-xl font-semibold text-zinc-50">
          {C.paymentHeading}
        </h2>
        <CurrencySwitch />
        {flow.outcome ? <CaptureOutcomeNotice outcome={flow.outcome} supportEmail={supportEmail} /> : null}
        <PaypalPayment canPay={canPay} flow={flow} currency={currency} currencySettled={currencySettled} />
      </section>
    </div>
  );
}
