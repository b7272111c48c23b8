import "server-only";

import { env } from "@/lib/env";
import { persistedSecret } from "@/lib/secrets/persisted-secret";

/** DOWNLOAD_TOKEN_SECRET, or the demo install's generated one (lib/secrets/persisted-secret.ts). */
export function downloadTokenSecret(): string {
  return persistedSecret(env.DOWNLOAD_TOKEN_SECRET, { dataDir: env.DATA_DIR, file: "download-token-secret" });
}
