import "server-only";

import { serverAction } from "@/lib/api/server-action";
import type { SignedInAdmin } from "@/lib/auth/admin-sessions";
import { getAdminOrThrow } from "@/lib/auth/require-admin";
import type { z } from "@/lib/validation/zod";

/** An admin server action (lib/api/server-action.ts): the Origin, then the admin's session, then the input. */
export function adminAction<S extends z.ZodType, T>(schema: S, fn: (data: z.infer<S>, ctx: { admin: SignedInAdmin }) => Promise<T>) {
  return serverAction("admin", async () => ({ admin: await getAdminOrThrow() }), schema, fn);
}
