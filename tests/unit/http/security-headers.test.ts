import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, securityHeaders, strictScripts } from "@/lib/http/security-headers";

const live = { dev: false, paypalEnv: "live" };
const policy = (path: string, options = live, https = false) => securityHeaders(path, options, https)["Content-Security-Policy"];

describe("securityHeaders", () => {
  it("allows PayPal's documented hosts on /payment only, in sandbox and live", () => {
    for (const host of ["https://*.paypal.com", "https://*.paypalobjects.com", "https://*.venmo.com"]) {
      expect(policy("/payment")).toContain(host);
      expect(policy("/")).not.toContain(host);
      expect(policy("/download")).not.toContain(host);
    }
  });

  it("in demo mode allows the simulator's origin instead of PayPal's hosts", () => {
    const demo = { dev: false, paypalEnv: "simulator", paypalSdkUrl: "http://127.0.0.1:4010/paypal/sdk/js" };
    expect(policy("/payment", demo)).toContain("http://127.0.0.1:4010");
    expect(policy("/payment", demo)).not.toContain("paypal.com");
    expect(policy("/faq", demo)).not.toContain("127.0.0.1:4010");
  });

  it("never allows eval in production, and frames, plugins and foreign form targets nowhere", () => {
    expect(policy("/")).not.toContain("unsafe-eval");
    expect(policy("/", { ...live, dev: true })).toContain("'unsafe-eval'");
    expect(policy("/")).toContain("object-src 'none'");
    expect(policy("/")).toContain("frame-ancestors 'none'");
    expect(policy("/")).toContain("frame-src 'none'");
    expect(policy("/")).toContain("form-action 'self'");
  });

  it("allows fonts from this origin only: no page inlines one since the site uses the system's font", () => {
    for (const path of ["/", "/payment", "/download"]) expect(policy(path)).toMatch(/(^|; )font-src 'self'(;|$)/);
  });

  it("lets the Buyer role forms (the download page's, the account's) end on Discord's consent page, and no other page's form", () => {
    const discord = { ...live, discordOauthBase: "https://discord.com" };
    expect(policy("/download", discord)).toContain("form-action 'self' https://discord.com;");
    expect(policy("/account", discord)).toContain("form-action 'self' https://discord.com;");
    expect(policy("/payment", discord)).not.toContain("discord.com");
    expect(policy("/", discord)).toContain("form-action 'self';");
    expect(policy("/download")).toContain("form-action 'self';");
  });

  it("adds HSTS and upgrade-insecure-requests over https only; COOP lets PayPal's window report back on /payment", () => {
    expect(securityHeaders("/", live, true)["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders("/", live, false)["Strict-Transport-Security"]).toBeUndefined();
    expect(policy("/", live, true)).toContain("upgrade-insecure-requests");
    expect(securityHeaders("/payment", live, false)["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(securityHeaders("/", live, false)["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });

  it("allows no inline script outside /payment: only the nonce and hashes a page's answer names", () => {
    const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
    for (const path of ["/", "/faq", "/download", "/account", "/affiliate", "/admin/login"]) {
      expect(strictScripts(path, live), path).toBe(true);
      expect(directive(policy(path) ?? "", "script-src"), path).toBe("script-src 'self'");
      const allowed = contentSecurityPolicy(path, live, false, { nonce: "bm9uY2U=", hashes: ["'sha256-abc='", "'sha256-def='"] });
      expect(directive(allowed, "script-src"), path).toBe("script-src 'self' 'nonce-bm9uY2U=' 'sha256-abc=' 'sha256-def='");
    }
  });

  it("styles: this origin's sheets, style elements (Radix and sonner insert theirs), no style attributes in markup", () => {
    expect(policy("/")).toContain("style-src 'self'; style-src-elem 'self' 'unsafe-inline'; style-src-attr 'none'");
  });

  it("keeps 'unsafe-inline' where strict scripts cannot work: /payment (PayPal's SDK) and next dev, which get no nonce or hash", () => {
    expect(strictScripts("/payment", live)).toBe(false);
    expect(strictScripts("/", { dev: true })).toBe(false);
    expect(contentSecurityPolicy("/payment", live, false, { nonce: "bm9uY2U=" })).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/\*\.paypal\.com/);
    expect(contentSecurityPolicy("/payment", live, false, { nonce: "bm9uY2U=" })).not.toContain("nonce-");
    expect(contentSecurityPolicy("/", { ...live, dev: true }, false, { hashes: ["'sha256-abc='"] })).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval';",
    );
  });

  it("sends violation reports to /api/csp-report, by report-uri and by the Reporting API", () => {
    for (const path of ["/", "/payment"]) {
      expect(policy(path)).toMatch(/; report-uri \/api\/csp-report; report-to csp$/);
      expect(securityHeaders(path, live, false)["Reporting-Endpoints"]).toBe('csp="/api/csp-report"');
    }
  });
});
