import "server-only";

import { serverAction, type ActionOptions } from "@/lib/api/server-action";
import type { SignedInAdmin } from "@/lib/auth/admin-sessions";
import { getAdminOrThrow } from "@/lib/auth/require-admin";
import type { z } from "@/lib/validation/zod";

/** What an admin action knows of its caller: the admin, the name their audit entries carry, the client's address. */
export type AdminActionContext = { admin: SignedInAdmin; actor: string; ipAddress: string | undefined };

/** An admin server action (lib/api/server-action.ts): the Origin, then the admin's session, then the input. */
export function adminAction<S extends z.ZodType, T>(options: ActionOptions<S>, fn: (data: z.infer<S>, ctx: AdminActionContext) => Promise<T>) {
  return serverAction(
    {
      ...options,
      audience: "admin",
      who: async ({ ipAddress }) => {
        const admin = await getAdminOrThrow();
        return { admin, actor: admin.username, ipAddress };
      },
    },
    fn,
  );
}
