"use client";

import { useEffect, useState } from "react";

import { DISPATCH_ACTION, PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { LoaderCircle, TriangleAlert } from "lucide-react";

import { CHECKOUT_FORM } from "@/lib/content/checkout";
import type { PriceCurrency } from "@/lib/money";
import type { PaypalBrowserConfig } from "@/lib/paypal/browser-config";

type Flow = {
  validateNow: () => Promise<boolean>;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: () => void;
  onCancel: (data: { orderID?: string }) => void;
};

/**
 * PayPal's buttons (vertical, blue, rect, "paypal" label; PayPal, Venmo and
 * cards), loaded from the SDK address the server names, so the simulator can
 * serve its stand-in, in the currency the buyer pays in. Until the form is valid they are disabled (and a little dimmed);
 * a click still runs the spec's validation toasts, as PayPal's onClick does.
 */
export function PaypalPayment({
  canPay,
  flow,
  currency,
  currencySettled,
}: {
  canPay: boolean;
  flow: Flow;
  currency: PriceCurrency;
  /** Whether the page knows the currency it charges in: PayPal's script is first loaded in that one, not replaced as it loads. */
  currencySettled: boolean;
}) {
  const [config, setConfig] = useState<PaypalBrowserConfig | "failed" | null>(null);

  useEffect(() => {
    let live = true;
    fetch("/api/paypal/config")
      .then((response) => (response.ok ? (response.json() as Promise<PaypalBrowserConfig>) : Promise.reject(new Error(String(response.status)))))
      .then((value) => live && setConfig(value))
      .catch(() => live && setConfig("failed"));
    return () => {
      live = false;
    };
  }, []);

  if (config === "failed") return <Unavailable />;
  // The first load waits for the buyer's currency, so a script is replaced only when the buyer switches (FollowCurrency).
  if (!config || !currencySettled) return <Spinner />;

  return (
    <>
      {config.demo ? (
        <p role="note" className="mb-4 rounded-lg border border-sky-700 bg-sky-950/60 px-4 py-3 text-sm text-sky-100">
          {CHECKOUT_FORM.demoBanner}
        </p>
      ) : null}
      <PayPalScriptProvider
        options={{
          clientId: config.clientId,
          // The buttons approve only orders in the SDK's currency: the one create-order prices the order in.
          currency,
          intent: "capture",
          components: "buttons",
          enableFunding: "venmo",
          environment: config.environment,
          ...(config.sdkBaseUrl ? { sdkBaseUrl: config.sdkBaseUrl } : {}),
        }}
      >
        <FollowCurrency currency={currency} />
        <Buttons canPay={canPay} flow={flow} />
      </PayPalScriptProvider>
    </>
  );
}

/**
 * PayPal's script serves one currency: when the buyer picks another, the script is replaced (resetOptions removes the
 * old one first; a script left in the page would be found again and bring back its currency's buttons). Never while
 * it loads: a removed script still runs once fetched, and running after its successor it would take window.paypal,
 * and the buttons with it, back to the currency the buyer left. The switch waits for that load to end.
 */
function FollowCurrency({ currency }: { currency: PriceCurrency }) {
  const [{ options, isPending }, dispatch] = usePayPalScriptReducer();
  useEffect(() => {
    if (options.currency !== currency && !isPending) dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: { ...options, currency } });
  }, [currency, options, isPending, dispatch]);
  return null;
}

function Buttons({ canPay, flow }: { canPay: boolean; flow: Flow }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <Unavailable />;
  return (
    <div aria-busy={isPending}>
      {isPending ? <Spinner /> : null}
      {/* Disabled buttons stay readable: PayPal's wrapper dims them to 0.38 inline, which this overrides. */}
      <div className="[&_.paypal-buttons-disabled]:opacity-80!" data-testid="paypal-buttons" data-enabled={canPay}>
        <PayPalButtons
          style={{ layout: "vertical", color: "blue", shape: "rect", label: "paypal" }}
          disabled={!canPay}
          onClick={async (_data, actions) => ((await flow.validateNow()) ? actions.resolve() : actions.reject())}
          createOrder={() => flow.createOrder()}
          onApprove={(data) => flow.onApprove({ orderID: data.orderID })}
          onError={() => flow.onError()}
          onCancel={(data) => flow.onCancel({ orderID: typeof data.orderID === "string" ? data.orderID : undefined })}
        />
      </div>
    </div>
  );
}

function Spinner() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-zinc-300">
      <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-400" />
      {CHECKOUT_FORM.loadingPayments}
    </p>
  );
}

function Unavailable() {
  return (
    <p role="alert" className="flex items-center gap-2 rounded-lg border border-red-800 bg-red-950/50 px-4 py-3 text-sm text-red-100">
      <TriangleAlert aria-hidden className="size-5 shrink-0" />
      {CHECKOUT_FORM.paymentsUnavailable}
    </p>
  );
}
