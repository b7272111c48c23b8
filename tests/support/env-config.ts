import { EnvError } from "@/lib/env-schema";

/** The EnvError a configuration check throws; fails the test when it throws nothing or something else. */
export function errorOf(fn: () => unknown): EnvError {
  try {
    fn();
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error("expected an EnvError");
}

/** The secrets and credentials every sandbox or live configuration needs, except the license signing key. */
export const PAYPAL_PRODUCTION_SECRETS = {
  PAYPAL_CLIENT_ID: "id",
  PAYPAL_CLIENT_SECRET: "secret",
  PAYPAL_WEBHOOK_ID: "WH-1",
  DOWNLOAD_TOKEN_SECRET: "x".repeat(32),
  AUTH_SECRET: "y".repeat(32),
};
