import { AsyncLocalStorage } from "node:async_hooks";

import pino from "pino";

/**
 * The request a log line was written in: our HTTP server (scripts/serve.ts) runs each request in it, with the id
 * it also answers in X-Request-Id, so every line the app logs while serving it carries that id. One store per
 * process, on globalThis: the server and the app's bundled code each load their own copy of this module.
 */
type RequestContext = { requestId: string };
const CONTEXT = Symbol.for("shop.requestContext");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
export const requestContext: AsyncLocalStorage<RequestContext> = (holder[CONTEXT] ??= new AsyncLocalStorage<RequestContext>());

/**
 * Fields that must never reach a log, wherever a caller puts them (top level or one object down): secrets,
 * tokens, passwords, e-mail addresses and what PayPal tells us of the payer. pino replaces their values.
 */
const REDACTED = [
  "password",
  "passwordHash",
  "token",
  "downloadToken",
  "accessToken",
  "refreshToken",
  "orderSecret",
  "secret",
  "authorization",
  "cookie",
  "email",
  "to",
  "payer",
  "payerEmail",
  "payer_email",
];

/**
 * JSON lines, one per event, for a log shipper to parse: `level` (debug, info, warn, error), `time` (ISO 8601),
 * `msg`, the caller's fields and, inside a request, `requestId`. Warnings and errors go to stderr, the rest to
 * stdout, through the console so a test can watch them. LOG_LEVEL sets the threshold (info). In development,
 * `npm run dev` pipes the lines through pino-pretty.
 */
const logger = pino(
  {
    base: undefined,
    messageKey: "msg",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { requestId: context.requestId } : {};
    },
  },
  {
    write(line: string) {
      const text = line.endsWith("\n") ? line.slice(0, -1) : line;
      if (/^\{"level":"(warn|error|fatal)"/.test(text)) console.error(text);
      else console.log(text);
    },
  },
);

type Context = Record<string, unknown>;
const LEVELS = new Set(["debug", "info", "warn", "error"]);

/** The logger at LOG_LEVEL as the environment says now (a test may change it while the process runs). */
function current() {
  const wanted = process.env.LOG_LEVEL ?? "info";
  if (logger.level !== wanted && LEVELS.has(wanted)) logger.level = wanted;
  return logger;
}

/** Never pass full request bodies; the fields above are redacted wherever they appear. */
export const log = {
  debug: (msg: string, ctx?: Context) => current().debug(ctx ?? {}, msg),
  info: (msg: string, ctx?: Context) => current().info(ctx ?? {}, msg),
  warn: (msg: string, ctx?: Context) => current().warn(ctx ?? {}, msg),
  error: (msg: string, ctx?: Context) => current().error(ctx ?? {}, msg),
};
