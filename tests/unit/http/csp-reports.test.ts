import { describe, expect, it } from "vitest";

import { violationsIn } from "@/lib/http/csp-reports";

const legacy = (report: Record<string, string>) => violationsIn("application/csp-report", JSON.stringify({ "csp-report": report }));
const batch = (...bodies: unknown[]) => violationsIn("application/reports+json", JSON.stringify(bodies));

describe("violationsIn", () => {
  it("reads report-uri's one report: the effective directive (or the violated one's name) and what was blocked, as a class", () => {
    const page = "https://shop.example/download?access=secret-token";
    expect(legacy({ "document-uri": page, "effective-directive": "script-src-elem", "blocked-uri": "inline" })).toEqual([
      { directive: "script-src-elem", blocked: "inline" },
    ]);
    expect(legacy({ "document-uri": page, "violated-directive": "img-src 'self' data:", "blocked-uri": "https://evil.example/x.png?t=1" })).toEqual([
      { directive: "img-src", blocked: "other-origin" },
    ]);
    expect(legacy({ "document-uri": page, "effective-directive": "connect-src", "blocked-uri": "https://shop.example/api/x?token=1" })).toEqual([
      { directive: "connect-src", blocked: "same-origin" },
    ]);
    expect(legacy({ "effective-directive": "script-src", "blocked-uri": "eval" })).toEqual([{ directive: "script-src", blocked: "eval" }]);
  });

  it("reads a Reporting API batch, counting its csp-violation reports only", () => {
    expect(
      batch(
        { type: "csp-violation", body: { documentURL: "https://shop.example/", effectiveDirective: "style-src-attr", blockedURL: "inline" } },
        { type: "deprecation", body: { id: "x" } },
        { type: "csp-violation", body: { documentURL: "https://shop.example/", effectiveDirective: "img-src", blockedURL: "data" } },
      ),
    ).toEqual([
      { directive: "style-src-attr", blocked: "inline" },
      { directive: "img-src", blocked: "data" },
    ]);
  });

  it("keeps the labels to fixed sets: an unknown directive is 'other', an address never passes through", () => {
    const [violation] = legacy({ "effective-directive": "made-up-src", "blocked-uri": "javascript:alert(document.cookie)" }) ?? [];
    expect(violation).toEqual({ directive: "other", blocked: "other" });
  });

  it("answers null for a body that is not a report", () => {
    expect(violationsIn("application/csp-report", "not json")).toBeNull();
    expect(violationsIn("application/csp-report", JSON.stringify({ report: {} }))).toBeNull();
    expect(violationsIn("application/reports+json", JSON.stringify({ type: "csp-violation" }))).toBeNull();
  });
});
