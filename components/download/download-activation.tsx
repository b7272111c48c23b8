"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { LoaderCircle } from "lucide-react";

import { activatePurchase } from "@/lib/client/activate-purchase";
import { postJson } from "@/lib/client/post-json";
import { readDraft, removeDraft, type PurchaseDraft } from "@/lib/client/purchase-draft";
import { RESEND_PATH } from "@/lib/content/delivery";
import { DOWNLOAD_PAGE as P, PAYMENT_REQUIRED_REDIRECT_MS, DOWNLOAD_TOASTS as T } from "@/lib/content/download";
import { site } from "@/lib/site";

import { ButtonLink } from "@/components/ui/button-link";
import { toast } from "@/components/ui/toast";

type Path = { kind: "capture"; orderId: string; draft: PurchaseDraft } | { kind: "activate"; txnId: string; draft: PurchaseDraft } | { kind: "none" };

/** Spec section 4: which activation path the query and the stored draft call for. */
function choosePath(search: URLSearchParams, draft: PurchaseDraft | null): Path {
  if (search.get("status") !== "success" || !draft) return { kind: "none" };
  const orderId = search.get("token");
  if (orderId) return { kind: "capture", orderId, draft };
  const txnId = search.get("paypal_txn_id");
  if (txnId) return { kind: "activate", txnId, draft };
  return { kind: "none" };
}

/**
 * /download without a download token: paths A (PayPal's return with its
 * order token), B (a transaction id) and C (nothing to go on). A and B ask
 * our server, which answers with a signed token only for a payment it
 * captured; the page then reloads with it, and the server shows the download.
 */
export function DownloadActivation() {
  const router = useRouter();
  const [state, setState] = useState<"activating" | "error" | "required">("activating");
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      // Session storage and the query are only readable after hydration, so the state is known only here.
      const path = choosePath(new URLSearchParams(window.location.search), await readDraft());
      if (path.kind === "none") {
        setState("required");
        toast.error(T.paymentRequired.title, { description: T.paymentRequired.description });
        // A full load: /payment needs its own Content-Security-Policy for PayPal's script (lib/http/security-headers.ts).
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a client-side push would keep this page's policy
        timer = setTimeout(() => window.location.assign("/payment"), PAYMENT_REQUIRED_REDIRECT_MS);
        return;
      }
      let txnId = path.kind === "activate" ? path.txnId : null;
      if (path.kind === "capture") {
        // The draft's order secret is what makes the server answer this browser with the download token.
        const capture = await postJson<{ transactionId: string }>("/api/paypal-capture-order", { orderId: path.orderId, orderSecret: path.draft.orderSecret });
        if (capture.ok) txnId = capture.data.transactionId;
      }
      const activation = txnId ? await activatePurchase(path.draft, txnId) : null;
      const token = activation?.ok ? activation.data.downloadToken : null;
      if (!token) {
        setState("error");
        toast.error(T.activationFailed.title, { description: T.activationFailed.description });
        return;
      }
      removeDraft();
      router.replace(`/download?status=success&access=${encodeURIComponent(token)}`);
    })();
    return () => clearTimeout(timer);
  }, [router]);

  if (state === "required") {
    return (
      <Header heading={P.required.heading} subtitle={P.required.subtitle}>
        <ButtonLink href="/payment" className="mt-6">
          {P.required.cta}
        </ButtonLink>
        <p className="mt-4 text-sm">
          <Link href={RESEND_PATH} className="text-brand-300 underline underline-offset-2">
            {P.lostLink}
          </Link>
        </p>
      </Header>
    );
  }
  if (state === "error") {
    return (
      <Header heading={P.failed.heading} subtitle={P.failed.subtitle(site.supportEmail)}>
        <p className="mt-4 text-sm">
          <Link href={RESEND_PATH} className="text-brand-300 underline underline-offset-2">
            {P.lostLink}
          </Link>
        </p>
      </Header>
    );
  }
  return (
    <Header heading={P.activating.heading} subtitle={P.activating.subtitle}>
      <LoaderCircle aria-hidden className="mx-auto mt-6 size-8 animate-spin text-brand-400" />
    </Header>
  );
}

function Header({ heading, subtitle, children }: { heading: string; subtitle: string; children?: React.ReactNode }) {
  return (
    <div className="py-10 text-center" aria-live="polite">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">{heading}</h1>
      <p className="mx-auto mt-3 max-w-xl text-zinc-300">{subtitle}</p>
      {children}
    </div>
  );
}
