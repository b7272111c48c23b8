import { describe, expect, it } from "vitest";

import { downloadErrorPage, downloadErrorResponse, escapeHtml } from "@/lib/downloads/download-error-page";
import { site } from "@/lib/site";

describe("download error pages", () => {
  it("escapes every character that could open markup or an attribute", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;y&#39;");
  });

  it.each([
    ["invalid", 403],
    ["notFound", 404],
    ["error", 500],
    ["unavailable", 503],
  ] as const)("answers %s with status %i, as an uncached HTML page", async (kind, status) => {
    const res = downloadErrorResponse(kind);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain(`<title>`);
  });

  it("is a complete, labelled document with one h1, a form only where a new link helps, and links home", () => {
    const invalid = downloadErrorPage("invalid");
    expect(invalid).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(invalid.match(/<h1>/g)).toHaveLength(1);
    expect(invalid).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(invalid).toContain(`<title>Download link invalid | ${escapeHtml(site.name)}</title>`);
    expect(invalid).toMatch(/<label for="email">Email address<\/label>\s*<input id="email" name="email" type="email"/);
    expect(invalid).toContain('href="/download/resend"');
    expect(invalid).toContain('<a href="/">');

    const unavailable = downloadErrorPage("unavailable");
    expect(unavailable).not.toContain("<form");
    expect(unavailable).toContain(escapeHtml(site.supportEmail));
  });

  it("sets its text in the site's font, the system's own, with no font file to load", () => {
    const page = downloadErrorPage("invalid");
    expect(page).toMatch(/body\{[^}]*font:16px\/1\.6 ui-sans-serif,system-ui,/);
    expect(page).not.toContain("@font-face");
  });
});
