import { z } from "@/lib/validation/zod";

/** The directives a violation is counted under; anything else counts as "other", so the metric's series stay few. */
const DIRECTIVES = new Set([
  "default-src",
  "script-src",
  "script-src-elem",
  "script-src-attr",
  "style-src",
  "style-src-elem",
  "style-src-attr",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "child-src",
  "worker-src",
  "media-src",
  "manifest-src",
  "object-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
  "upgrade-insecure-requests",
]);

/** What was blocked, as a class: never the address itself, which may carry a download token or another secret. */
export type BlockedClass = "inline" | "eval" | "wasm-eval" | "same-origin" | "other-origin" | "data" | "blob" | "other";

export type Violation = { directive: string; blocked: BlockedClass };

/** The report bodies browsers send, cut to the fields counted (each browser adds its own; zod drops the rest). */
/** report-uri's body (`application/csp-report`): one report. */
export const cspReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": z.string().optional(),
    "effective-directive": z.string().optional(),
    "violated-directive": z.string().optional(),
    "blocked-uri": z.string().optional(),
  }),
});
/** The Reporting API's body (`application/reports+json`): a batch of reports of any type. */
export const reportsJsonSchema = z
  .array(
    z.object({
      type: z.string(),
      body: z
        .object({
          documentURL: z.string().optional(),
          effectiveDirective: z.string().optional(),
          blockedURL: z.string().optional(),
        })
        .optional(),
    }),
  )
  .max(100);

export const CSP_REPORT_TYPES = ["application/csp-report", "application/reports+json"] as const;

function directiveOf(value: string | undefined): string {
  const name = (value ?? "").trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return DIRECTIVES.has(name) ? name : "other";
}

function blockedClass(blocked: string | undefined, documentUrl: string | undefined): BlockedClass {
  const value = (blocked ?? "").trim().toLowerCase();
  if (value === "inline" || value === "eval" || value === "wasm-eval") return value;
  if (value === "data" || value.startsWith("data:")) return "data";
  if (value === "blob" || value.startsWith("blob:")) return "blob";
  if (value === "self") return "same-origin";
  try {
    const origin = new URL(value).origin;
    if (origin === "null") return "other";
    return documentUrl && URL.canParse(documentUrl) && new URL(documentUrl).origin === origin ? "same-origin" : "other-origin";
  } catch {
    return "other";
  }
}

/**
 * The violations in a report body, by its content type: `application/csp-report` (report-uri: one report) or
 * `application/reports+json` (the Reporting API, report-to: a batch, of which only "csp-violation" reports count).
 * Anything malformed answers null.
 */
export function violationsIn(contentType: string, text: string): Violation[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (contentType === "application/csp-report") {
    const parsed = cspReportSchema.safeParse(json);
    if (!parsed.success) return null;
    const report = parsed.data["csp-report"];
    return [
      {
        directive: directiveOf(report["effective-directive"] ?? report["violated-directive"]),
        blocked: blockedClass(report["blocked-uri"], report["document-uri"]),
      },
    ];
  }
  const parsed = reportsJsonSchema.safeParse(json);
  if (!parsed.success) return null;
  return parsed.data
    .filter((report) => report.type === "csp-violation" && report.body)
    .map(({ body }) => ({ directive: directiveOf(body?.effectiveDirective), blocked: blockedClass(body?.blockedURL, body?.documentURL) }));
}
