import "server-only";

import { env } from "@/lib/env";

/** What the browser needs to load PayPal's JS SDK: public values only (the client id is public by design). */
export type PaypalBrowserConfig = {
  clientId: string;
  /** The SDK script's URL when it is not PayPal's (the simulator's stand-in, or an override). */
  sdkBaseUrl: string | null;
  environment: "sandbox" | "production";
  demo: boolean;
};

export function paypalBrowserConfig(): PaypalBrowserConfig {
  const demo = env.PAYPAL_ENV === "simulator";
  return {
    clientId: env.PAYPAL_CLIENT_ID ?? (demo ? "simulator-client" : ""),
    sdkBaseUrl: env.PAYPAL_SDK_URL ?? null,
    environment: env.PAYPAL_ENV === "live" ? "production" : "sandbox",
    demo,
  };
}
