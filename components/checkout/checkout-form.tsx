"use client";

import { useEffect, useSyncExternalStore } from "react";

import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";

import { currentReferral, readDraft, rememberReferral } from "@/lib/client/purchase-draft";
import { CHECKOUT_FORM as C } from "@/lib/content/checkout";
import { type CheckoutFormValues, USERNAME_MAX_LENGTH, checkoutFormSchema } from "@/lib/payments/schemas";

import { PaypalPayment } from "./paypal-payment";
import { ReferralBadge } from "./referral-badge";
import { usePurchaseFlow } from "./use-purchase-flow";

const INPUT =
  "mt-1 block w-full rounded-lg border bg-ink-950 px-3 py-2.5 text-zinc-50 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-brand-400";

/** The query string and session storage do not change under the page. */
const noSubscription = () => () => {};

/** The buyer's details, the terms and PayPal's buttons: the one interactive leaf of /payment. */
export function CheckoutForm() {
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { username: "", email: "", tosAccepted: false },
    mode: "onBlur",
    reValidateMode: "onBlur",
  });
  const { register, formState, clearErrors, reset } = form;
  const referralCode = useSyncExternalStore(noSubscription, () => currentReferral(window.location.search), () => null);
  const values = useWatch({ control: form.control });
  const canPay = checkoutFormSchema.safeParse(values).success && values.tosAccepted === true;
  const flow = usePurchaseFlow(form, referralCode);

  useEffect(() => {
    // Session storage exists only in the browser: read it after hydration.
    const draft = readDraft();
    if (draft) reset({ username: draft.username, email: draft.email, tosAccepted: false });
    rememberReferral(window.location.search);
  }, [reset]);

  // Spec section 5: a field's error clears as soon as the buyer edits it.
  const clearOnEdit = (name: "username" | "email") => ({ onChange: () => clearErrors(name) });
  const usernameError = formState.errors.username?.message;
  const emailError = formState.errors.email?.message;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5">
      <ReferralBadge code={referralCode} />
      <h2 className="text-xl font-semibold text-zinc-50">{C.heading}</h2>
      <div>
        <label htmlFor="username" className="text-sm font-medium text-zinc-200">{C.usernameLabel}</label>
        <input
          id="username"
          autoComplete="username"
          maxLength={USERNAME_MAX_LENGTH}
          placeholder={C.usernamePlaceholder}
          aria-invalid={Boolean(usernameError)}
          aria-describedby={usernameError ? "username-error" : "username-hint"}
          className={`${INPUT} ${usernameError ? "border-red-500" : "border-ink-700"}`}
          {...register("username", clearOnEdit("username"))}
        />
        {usernameError ? <p id="username-error" className="mt-1 text-sm text-red-400">{usernameError}</p> : <p id="username-hint" className="mt-1 text-xs text-zinc-400">{C.usernameHint}</p>}
      </div>
      <div>
        <label htmlFor="email" className="text-sm font-medium text-zinc-200">{C.emailLabel}</label>
        <input
          id="email"
          type="email"
          autoComplete="email"
          placeholder={C.emailPlaceholder}
          aria-invalid={Boolean(emailError)}
          aria-describedby={emailError ? "email-error" : "email-note"}
          className={`${INPUT} ${emailError ? "border-red-500" : "border-ink-700"}`}
          {...register("email", clearOnEdit("email"))}
        />
        {emailError ? <p id="email-error" className="mt-1 text-sm text-red-400">{emailError}</p> : <p id="email-note" className="mt-1 text-xs text-zinc-400">{C.emailNote}</p>}
      </div>
      <div className="flex items-start gap-3">
        <input id="tos" type="checkbox" className="mt-1 size-4 accent-brand-500" {...register("tosAccepted")} />
        <label htmlFor="tos" className="text-sm text-zinc-300">
          {C.termsBefore}
          <a href="/terms" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-300 underline underline-offset-2">{C.termsLink}</a>
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
        <h2 id="payment-heading" className="mb-3 text-xl font-semibold text-zinc-50">{C.paymentHeading}</h2>
        <PaypalPayment canPay={canPay} flow={flow} />
      </section>
    </form>
  );
}
