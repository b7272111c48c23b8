"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";

import type { UseFormReturn } from "react-hook-form";

import { activatePurchase } from "@/lib/client/activate-purchase";
import { postJson } from "@/lib/client/post-json";
import { readDraft, removeDraft, saveDraft, type PurchaseDraft } from "@/lib/client/purchase-draft";
import { PAYMENT_TOASTS as T } from "@/lib/content/checkout";
import type { TOS_VERSION } from "@/lib/content/legal";
import { giftPagePath } from "@/lib/gifts/gift-links";
import type { PriceCurrency } from "@/lib/money";
import type { checkoutFormSchema, CheckoutFormValues, PackSeatResult } from "@/lib/payments/schemas";
import type { Campaign } from "@/lib/referrals/campaign";

import { toast } from "@/components/ui/toast";

/** The username error's type when create-order says the account is already licensed (the form then links the download). */
export const ALREADY_LICENSED_ERROR = "licensed";

/** Spec section 9: the redirect after a successful payment. */
const SUCCESS_REDIRECT_MS = 2000;
/** The fields of a pack's seat that show their own message. */
const SEAT_FIELDS = ["username", "recipientEmail", "message", "sendAt"] as const;

/** The form's name of seat `index`'s `field`, when that field shows its own message (from the rules or the server). */
function seatFieldName(index: unknown, field: unknown) {
  const shown = SEAT_FIELDS.find((each) => each === field);
  return typeof index === "number" && shown ? (`seats.${index}.${shown}` as const) : undefined;
}

/**
 * A gift's options as create-order takes them, from the form's fields (a single gift's or a pack seat's): only those
 * filled in. The browser's datetime-local value is the buyer's local time: sent as the instant it names.
 */
function giftOptions({ recipientEmail, message, sendAt }: { recipientEmail: string; message: string; sendAt: string }) {
  return {
    ...(recipientEmail && { recipientEmail }),
    ...(message && { message }),
    ...(sendAt && { sendAt: new Date(sendAt).toISOString() }),
  };
}

type Capture = { transactionId: string; downloadToken?: string; gift?: { statusToken: string; code?: string }; pack?: { seats: PackSeatResult[] } };

/** A pack's capture, shown in place of the form (pack-outcome.tsx). */
export type PackResult = { seats: PackSeatResult[]; downloadToken: string | null };

/** What the page says, lastingly, after a capture failed: the order, and whether PayPal took money ("checking" while asking). */
export type CaptureOutcome = { orderId: string; state: "checking" | "paid" | "not_charged" | "refunded" | "unknown"; downloadToken?: string };

/**
 * The spec's purchase flow, wired to PayPal's button callbacks: validate on
 * click, create the order on our server, capture and confirm it on our
 * server after approval, then go to the download page with the signed token
 * the server issued. The browser decides nothing: it only carries ids.
 */
/** The form's rules, and where they come from: checkout-form.tsx loads them (and zod) on the form's first use. */
export type CheckoutRules = typeof checkoutFormSchema;

type PurchaseFlowOptions = {
  /** The currency the buyer pays in (use-chosen-currency.ts): create-order asks PayPal in it. */
  currency: PriceCurrency;
  referralCode: string | null;
  /** The link's utm_source and utm_campaign, read when the order is made (lib/client/purchase-draft.ts). */
  campaign: () => Campaign;
  /** The creator code the buyer applied (creator-code.tsx): create-order prices with it and refuses it if it no longer applies. */
  creatorCode: string | null;
  onCreatorCodeRefused: (message: string) => void;
  /** TOS_VERSION, handed down by the page: lib/payments/schemas.ts is not bundled with the page. */
  termsVersion: typeof TOS_VERSION;
  loadRules: () => Promise<CheckoutRules>;
};

export function usePurchaseFlow(
  form: UseFormReturn<CheckoutFormValues>,
  { currency, referralCode, campaign, creatorCode, onCreatorCodeRefused, termsVersion, loadRules }: PurchaseFlowOptions,
) {
  const router = useRouter();
  const pendingOrder = useRef<Promise<string> | null>(null);
  // Each order's secret, the proof that this browser made it; kept here too so a browser without session storage still has it.
  const orderSecrets = useRef(new Map<string, string>());
  // PayPal calls onError after a failed createOrder: the toast we showed already says what happened.
  const alreadyReported = useRef(false);
  const [outcome, setOutcome] = useState<CaptureOutcome | null>(null);
  const [pack, setPack] = useState<PackResult | null>(null);

  /** Asks the server (which asks PayPal) whether the failed capture took money, for the lasting message. */
  async function explainFailure(orderId: string, orderSecret: string | undefined): Promise<void> {
    setOutcome({ orderId, state: "checking" });
    const answer = orderSecret
      ? await postJson<{ state: CaptureOutcome["state"]; downloadToken?: string }>("/api/paypal/order-status", { orderId, orderSecret })
      : null;
    setOutcome(answer?.ok ? { orderId, state: answer.data.state, downloadToken: answer.data.downloadToken } : { orderId, state: "unknown" });
  }

  async function validateNow(): Promise<boolean> {
    const values = form.getValues();
    const parsed = (await loadRules()).safeParse(values);
    if (!parsed.success) {
      // The first problem of each field is the one to show ("required" before "format").
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "username" || field === "email" || field === "recipientEmail" || field === "message" || field === "sendAt") && !seen.has(field)) {
          seen.add(field);
          form.setError(field, { message: issue.message });
        }
        // A pack's seat: its username, or its gift's recipient, message or day.
        const name = field === "seats" ? seatFieldName(issue.path[1], issue.path[2]) : undefined;
        if (name && !seen.has(name)) {
          seen.add(name);
          form.setError(name, { message: issue.message });
        }
      }
      toast.error(T.validation.title, { description: T.validation.description });
      return false;
    }
    if (!values.tosAccepted) {
      toast.error(T.terms.title, { description: T.terms.description });
      return false;
    }
    return true;
  }

  async function createOrder(): Promise<string> {
    // A second click while the first order is being made joins it: one click, one order.
    pendingOrder.current ??= (async () => {
      alreadyReported.current = false;
      const { asGift, username, email, recipientEmail, message, sendAt, quantity, seats } = (await loadRules()).parse(form.getValues());
      const isPack = quantity > 1;
      const draft: PurchaseDraft = {
        username: asGift || isPack ? "" : username,
        email,
        tosAccepted: true,
        tosAcceptedAt: new Date().toISOString(),
        tosVersion: termsVersion,
        referralCode,
      };
      saveDraft(draft);
      const link = campaign();
      const result = await postJson<{ orderId: string; orderSecret: string }>("/api/paypal/create-order", {
        ...(isPack
          ? {
              seats: seats.map((seat) => (seat.kind === "account" ? { username: seat.username } : { gift: giftOptions(seat) })),
            }
          : asGift
            ? { gift: giftOptions({ recipientEmail, message, sendAt }) }
            : { username }),
        email,
        referralCode,
        ...(link.utmSource && { utmSource: link.utmSource }),
        ...(link.utmCampaign && { utmCampaign: link.utmCampaign }),
        ...(creatorCode && { creatorCode }),
        currency,
        tosAccepted: true,
      });
      if (!result.ok) {
        alreadyReported.current = true;
        // The account already has an active license: said under the username, with the way to its download.
        const licensed = result.status === 409 ? result.fieldErrors?.username : undefined;
        if (licensed) form.setError("username", { type: ALREADY_LICENSED_ERROR, message: licensed }, { shouldFocus: true });
        // A pack's seat the server refused (an unknown or licensed account, a gift's day out of range) is named by its
        // place: seats.N.username or seats.N.sendAt.
        for (const [key, message] of Object.entries(result.fieldErrors ?? {})) {
          const [, index, field] = /^seats\.(\d+)\.(\w+)$/.exec(key) ?? [];
          const name = index === undefined ? undefined : seatFieldName(Number(index), field);
          if (name) form.setError(name, { message }, { shouldFocus: true });
        }
        const sendAtRefused = result.fieldErrors?.sendAt;
        if (sendAtRefused) form.setError("sendAt", { message: sendAtRefused }, { shouldFocus: true });
        const codeRefused = result.fieldErrors?.creatorCode;
        if (codeRefused) onCreatorCodeRefused(codeRefused);
        toast.error(T.createFailed.title, { description: T.createFailed.description(result.error.replace(/\.$/, "")) });
        throw new Error(result.error);
      }
      // The draft carries the secret to the download page's paths A and B, should PayPal return the buyer there.
      orderSecrets.current.set(result.data.orderId, result.data.orderSecret);
      saveDraft({ ...draft, orderSecret: result.data.orderSecret });
      return result.data.orderId;
    })().finally(() => {
      pendingOrder.current = null;
    });
    setOutcome(null);
    return pendingOrder.current;
  }

  async function onApprove({ orderID }: { orderID: string }): Promise<void> {
    const orderSecret = orderSecrets.current.get(orderID) ?? (await readDraft())?.orderSecret;
    const capture = await postJson<Capture>("/api/paypal-capture-order", { orderId: orderID, orderSecret });
    if (!capture.ok) {
      // A refused card took no money: the buyer can simply try again. An order the shop will not capture (cancelled in
      // another tab, say; 409) took none either, and a payment the shop refuses (403) is refunded: the server's answer
      // says why; the spec's processing error would say the payment went through. Anything else is that processing error.
      if (capture.status === 422) toast.error(T.provider.title, { description: T.provider.description });
      else if (capture.status === 409 || capture.status === 403) toast.error(T.refused.title, { description: capture.error });
      else {
        toast.error(T.processing.title, { description: T.processing.description });
        await explainFailure(orderID, orderSecret);
      }
      return;
    }
    // A pack's licenses and gift codes are shown here, in place of the form; the receipt lists them too.
    if (capture.data.pack) {
      removeDraft();
      toast.success(T.success.title);
      setPack({ seats: capture.data.pack.seats, downloadToken: capture.data.downloadToken ?? null });
      return;
    }
    // A gift has no license to activate: its page shows the code (once) and what becomes of it.
    if (capture.data.gift) {
      removeDraft();
      toast.success(T.success.title);
      router.push(giftPagePath(capture.data.gift.statusToken, capture.data.gift.code));
      return;
    }
    // The draft was saved when the order was made; without session storage the form still holds the same answers.
    const values = form.getValues();
    const buyer = {
      ...((await readDraft()) ?? {
        username: values.username,
        email: values.email,
        tosAcceptedAt: new Date().toISOString(),
        tosVersion: termsVersion,
        referralCode,
      }),
      orderSecret,
    };
    const activation = await activatePurchase(buyer, capture.data.transactionId);
    if (!activation.ok) {
      toast.error(T.processing.title, { description: T.processing.description });
      return;
    }
    removeDraft();
    toast.success(T.success.title);
    const access = encodeURIComponent(activation.data.downloadToken);
    setTimeout(() => router.push(`/download?status=success&access=${access}`), SUCCESS_REDIRECT_MS);
  }

  function onError(): void {
    if (alreadyReported.current) {
      alreadyReported.current = false;
      return;
    }
    toast.error(T.provider.title, { description: T.provider.description });
  }

  function onCancel({ orderID }: { orderID?: string }): void {
    toast(T.cancelled.title, { description: T.cancelled.description });
    // Tells the shop the attempt ended here, so its Orders tab shows it cancelled; nothing depends on the answer.
    if (!orderID) return;
    void (async () => {
      const orderSecret = orderSecrets.current.get(orderID) ?? (await readDraft())?.orderSecret;
      if (orderSecret) await postJson("/api/paypal/cancel-order", { orderId: orderID, orderSecret });
    })();
  }

  return { validateNow, createOrder, onApprove, onError, onCancel, outcome, pack };
}
