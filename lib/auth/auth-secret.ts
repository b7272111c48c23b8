import "server-only";

import { env } from "@/lib/env";
import { persistedSecret } from "@/lib/secrets/persisted-secret";

/** AUTH_SECRET, or the demo install's generated one: encrypts the admin session cookie. */
export function authSecret(): string {
  return persistedSecret(env.AUTH_SECRET, { dataDir: env.DATA_DIR, file: "auth-secret" });
}
