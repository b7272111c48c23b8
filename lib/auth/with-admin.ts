import "server-only";

import { toResponse } from "@/lib/api/errors";
import { type AdminSession, getAdminOrThrow } from "@/lib/auth/require-admin";

type RouteContext<P> = { params: Promise<P> };

/**
 * Wraps an admin route handler: no session, a 401 JSON answer; otherwise the
 * handler runs with the admin, and any error goes through toResponse.
 */
export function withAdmin<P = Record<string, never>>(handler: (req: Request, ctx: { admin: AdminSession; params: P }) => Promise<Response>) {
  return async (req: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const admin = await getAdminOrThrow();
      return await handler(req, { admin, params: await context.params });
    } catch (error) {
      return toResponse(error);
    }
  };
}
