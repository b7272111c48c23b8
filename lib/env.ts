import "server-only";

import { envSchema, parseEnv } from "@/lib/env-schema";

/** The server's configuration, read and checked once when the module loads. */
export const env = parseEnv(envSchema, process.env);
