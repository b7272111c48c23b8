/**
 * Whether an error means the database cannot be reached right now (down,
 * restarting, refusing connections), as opposed to a bad query or a bug: the
 * request may simply be retried. Recognised from the shapes Prisma 7 and the
 * driver adapters actually produce (tests/integration/api/database-outage.test.ts
 * provokes each one):
 * - Prisma's connection codes (P1001 can't reach, P1002 timed out, P1008
 *   operation timed out, P1017 server closed the connection);
 * - `meta.driverAdapterError.cause` from @prisma/adapter-pg: its own kinds for
 *   socket errors (ECONNREFUSED → DatabaseNotReachable, ECONNRESET →
 *   ConnectionClosed, ETIMEDOUT → SocketTimeout), TooManyConnections, and
 *   PostgreSQL's own codes passed through as kind "postgres" (57P01
 *   admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, class 08
 *   connection exceptions). A raw query reports these under P2010, a model
 *   query under P1001 or P2039, so the cause decides, not the code;
 * - errors pg throws as plain Errors, which the adapter passes through
 *   untranslated ("Connection terminated unexpectedly", "... due to connection
 *   timeout", the pool's connect timeout), and a closed embedded database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, errorCode, message, meta } = current as {
      code?: unknown;
      errorCode?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: { cause?: unknown } };
    };
    if (PRISMA_CODES.has(String(code)) || PRISMA_CODES.has(String(errorCode))) return true;
    if (isUnavailableCause(meta?.driverAdapterError?.cause)) return true;
    if (typeof message === "string" && PLAIN_MESSAGES.test(message)) return true;
  }
  return false;
}

const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03"]);
const PLAIN_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed)/;

function isUnavailableCause(cause: unknown): boolean {
  if (!cause || typeof cause !== "object") return false;
  const { kind, code } = cause as { kind?: unknown; code?: unknown };
  if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
  return kind === "postgres" && typeof code === "string" && (POSTGRES_CODES.has(code) || code.startsWith("08"));
}

/** A database error for the log, in one line: Prisma's message opens with the calling source; its last line is the driver's reason. */
export function databaseErrorReason(error: unknown): string {
  return error instanceof Error ? (error.message.trim().split("\n").at(-1) ?? error.name) : String(error);
}
