import "server-only";

import { toResponse } from "@/lib/api/errors";
import { parseWith, readJson } from "@/lib/api/parse";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { getAdminOrThrow, type AdminSession } from "@/lib/auth/require-admin";
import type { z } from "@/lib/validation/zod";

type RouteContext<P> = { params: Promise<P> };

/** What a route's input is parsed with: its path parameters, its query string, its JSON body. */
type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
type Parsed<S extends Schemas, K extends keyof Schemas, Otherwise> = S[K] extends z.ZodType ? z.output<S[K]> : Otherwise;
type RawParams<S extends Schemas> = S["params"] extends z.ZodType ? z.input<S["params"]> : Record<string, never>;

type Handler<S extends Schemas> = (
  req: Request,
  ctx: { admin: AdminSession; params: Parsed<S, "params", RawParams<S>>; query: Parsed<S, "query", undefined>; body: Parsed<S, "body", undefined> },
) => Promise<Response>;

/**
 * Wraps an admin route handler: no session, a 401 JSON answer; otherwise the
 * route's input is validated here, once (path parameters, query string, JSON
 * body, each with its schema when given; a 400 names the problems), and the
 * handler runs with the admin and the parsed input. A body means a write: the
 * session is a cookie, so it must come from the shop's own pages (403 before
 * the body is read). Any error goes through toResponse.
 */
export function withAdmin<S extends Schemas = Record<never, never>>(
  handler: Handler<S>,
): (req: Request, context: RouteContext<RawParams<S>>) => Promise<Response>;
export function withAdmin<S extends Schemas>(schemas: S, handler: Handler<S>): (req: Request, context: RouteContext<RawParams<S>>) => Promise<Response>;
export function withAdmin<S extends Schemas>(first: S | Handler<S>, second?: Handler<S>) {
  const [schemas, handler] = typeof first === "function" ? [{} as S, first] : [first, second as Handler<S>];
  return async (req: Request, context: RouteContext<RawParams<S>>): Promise<Response> => {
    try {
      const admin = await getAdminOrThrow();
      const rawParams = await context.params;
      const params = schemas.params ? parseWith(schemas.params, rawParams) : rawParams;
      const query = schemas.query ? parseWith(schemas.query, Object.fromEntries(new URL(req.url).searchParams)) : undefined;
      if (schemas.body) assertSameOrigin(req);
      const body = schemas.body ? parseWith(schemas.body, await readJson(req)) : undefined;
      return await handler(req, { admin, params, query, body } as Parameters<Handler<S>>[1]);
    } catch (error) {
      return toResponse(error);
    }
  };
}
