import "server-only";

import { Client, Environment, OrdersController, PaymentsController } from "@paypal/paypal-server-sdk";
import axios, { type InternalAxiosRequestConfig } from "axios";

import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";

/** The SDK's hosts are fixed; PAYPAL_API_BASE (the simulator, or a test double) replaces them. */
const PAYPAL_HOSTS = /^https:\/\/api-m\.(sandbox\.)?paypal\.com/;
/** The simulator accepts any credentials; these only stand in for real ones. */
const SIMULATOR_CREDENTIALS = { oAuthClientId: "simulator-client", oAuthClientSecret: "simulator-secret" };

export function credentials() {
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    return { oAuthClientId: env.PAYPAL_CLIENT_ID, oAuthClientSecret: env.PAYPAL_CLIENT_SECRET };
  }
  return SIMULATOR_CREDENTIALS;
}

function createClient(): Client {
  const base = paypalApiBase();
  const http = axios.getAdapter("http");
  return new Client({
    environment: env.PAYPAL_ENV === "live" ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
    clientCredentialsAuthCredentials: credentials(),
    // The documented way to point the SDK elsewhere (docs/reference/api-contracts.md §1.9): rewrite the origin.
    ...(env.PAYPAL_API_BASE && {
      unstable_httpClientOptions: {
        adapter: (config: InternalAxiosRequestConfig) => http({ ...config, url: String(config.url).replace(PAYPAL_HOSTS, base) }),
      },
    }),
  });
}

/** PayPal's REST host for the configured mode. */
export function paypalApiBase(): string {
  if (env.PAYPAL_API_BASE) return env.PAYPAL_API_BASE;
  if (env.PAYPAL_ENV === "live") return "https://api-m.paypal.com";
  if (env.PAYPAL_ENV === "sandbox") return "https://api-m.sandbox.paypal.com";
  throw new AppError("internal", "PAYPAL_API_BASE must point at the PayPal simulator when PAYPAL_ENV=simulator (npm start sets it).");
}

let client: Client | undefined;
let orders: OrdersController | undefined;
let payments: PaymentsController | undefined;

/** The Orders v2 API, on one client so its OAuth token is fetched once and reused until it expires. */
export function paypalOrders(): OrdersController {
  client ??= createClient();
  orders ??= new OrdersController(client);
  return orders;
}

/** The Payments v2 API (captures as PayPal reports them now), on the same client and token. */
export function paypalPayments(): PaymentsController {
  client ??= createClient();
  payments ??= new PaymentsController(client);
  return payments;
}
