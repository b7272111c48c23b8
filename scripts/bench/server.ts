import { simulatorEnv } from "@/simulators/server";

import type { BenchDatabase } from "./database";

/** A positive whole number from the environment, or `fallback`. */
export function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/**
 * The production server's environment for a bench: its database, the simulators at `simulatorsUrl` for every
 * outside service, its own build folder, and the one trusted proxy the bench plays (X-Forwarded-For).
 */
export function benchServerEnv({
  database,
  simulatorsUrl,
  origin,
  distDir,
}: {
  database: BenchDatabase;
  simulatorsUrl: string;
  origin: string;
  distDir: string;
}) {
  const {
    DATABASE_URL: _database,
    DATA_DIR: _dataDir,
    PAYPAL_ENV: _paypalEnv,
    PAYPAL_CLIENT_ID: _clientId,
    PAYPAL_CLIENT_SECRET: _clientSecret,
    PAYPAL_WEBHOOK_ID: _webhookId,
    SMTP_URL: _smtp,
    ...base
  } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...base,
    ...database.env,
    // Blank values count as unset and win over a developer's .env: simulated payments, no mail relay.
    PAYPAL_ENV: "simulator",
    PAYPAL_CLIENT_ID: "",
    PAYPAL_CLIENT_SECRET: "",
    PAYPAL_WEBHOOK_ID: "",
    SMTP_URL: "",
    NEXT_DIST_DIR: distDir,
    PUBLIC_SITE_URL: origin,
    NEXT_TELEMETRY_DISABLED: "1",
    ...simulatorEnv(simulatorsUrl),
    // The bench plays the one proxy in front (nginx in production), writing each request's client into X-Forwarded-For.
    TRUSTED_PROXY_HOPS: "1",
  };
  return env;
}
