"use client";

import { useEffect, useSyncExternalStore } from "react";

import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";

import { currentReferral, readDraft, rememberReferral } from "@/lib/client/purchase-draft";
import { sendReferralVisit } from "@/lib/client/referral-visit";
import { CHECKOUT_FORM as C, LOST_DOWNLOAD_LINK } from "@/lib/content/checkout";
import { checkoutFormSchema, USERNAME_MAX_LENGTH, type CheckoutFormValues } from "@/lib/payments/schemas";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { CaptureOutcomeNotice } from "./capture-outcome";
import { PaypalPayment } from "./paypal-payment";
import { ReferralBadge } from "./referral-badge";
import { ALREADY_LICENSED_ERROR, usePurchaseFlow } from "./use-purchase-flow";

/** The query string and session storage do not change under the page. */
const noSubscription = () => () => {};

/** The buyer's details, the terms and PayPal's buttons: the one interactive leaf of /payment. */
export function CheckoutForm({ supportEmail }: { supportEmail: string }) {
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { username: "", email: "", tosAccepted: false },
    mode: "onBlur",
    reValidateMode: "onBlur",
  });
  const { register, formState, clearErrors, reset } = form;
  const referralCode = useSyncExternalStore(
    noSubscription,
    () => currentReferral(window.location.search),
    () => null,
  );
  const values = useWatch({ control: form.control });
  const canPay = checkoutFormSchema.safeParse(values).success && values.tosAccepted === true;
  const flow = usePurchaseFlow(form, referralCode);

  useEffect(() => {
    // Session storage exists only in the browser: read it after hydration.
    const draft = readDraft();
    if (draft) reset({ username: draft.username, email: draft.email, tosAccepted: false });
    rememberReferral(window.location.search);
    // After hydration, so counting the visit (and a ?ref= click) never holds up the page (issues #12 §2, #13 §2).
    sendReferralVisit(window.location.search);
  }, [reset]);

  // Spec section 5: a field's error clears as soon as the buyer edits it.
  const clearOnEdit = (name: "username" | "email") => ({ onChange: () => clearErrors(name) });

  return (
    // Not a <form>: nothing here submits (PayPal's buttons pay), so assistive technology is not offered a submit that does nothing.
    <div role="group" aria-labelledby="details-heading" className="space-y-5">
      <ReferralBadge code={referralCode} />
      <h2 id="details-heading" className="text-xl font-semibold text-zinc-50">
        {C.heading}
      </h2>
      <Field id="username" label={C.usernameLabel} hint={C.usernameHint} error={formState.errors.username?.message}>
        <Input
          type="text"
          // A player's handle, not a sign-in name for this site: password managers must not offer one here.
          autoComplete="nickname"
          maxLength={USERNAME_MAX_LENGTH}
          placeholder={C.usernamePlaceholder}
          inputSize="lg"
          {...register("username", clearOnEdit("username"))}
        />
      </Field>
      {formState.errors.username?.type === ALREADY_LICENSED_ERROR ? (
        <a href={LOST_DOWNLOAD_LINK.href} className="-mt-3 block text-sm font-medium text-brand-300 underline underline-offset-2">
          {LOST_DOWNLOAD_LINK.label}
        </a>
      ) : null}
      <Field id="email" label={C.emailLabel} hint={C.emailNote} error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={C.emailPlaceholder} inputSize="lg" {...register("email", clearOnEdit("email"))} />
      </Field>
      <div className="flex items-start gap-3">
        <input id="tos" type="checkbox" className="mt-1 size-4 accent-brand-500" {...register("tosAccepted")} />
        <label htmlFor="tos" className="text-sm text-zinc-300">
          {C.termsBefore}
          <a href="/terms" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-300 underline underline-offset-2">
            {C.termsLink}
          </a>
          {C.termsAfter}
        </label>
      </div>
      {canPay ? null : (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-700 bg-amber-950/50 px-4 py-3 text-sm text-amber-100">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {C.warning}
        </p>
      )}
      <section aria-labelledby="payment-heading">
        <h2 id="payment-heading" className="mb-3 text-xl font-semibold text-zinc-50">
          {C.paymentHeading}
        </h2>
        {flow.outcome ? (
          <div className="mb-4">
            <CaptureOutcomeNotice outcome={flow.outcome} supportEmail={supportEmail} />
          </div>
        ) : null}
        <PaypalPayment canPay={canPay} flow={flow} />
      </section>
    </div>
  );
}
