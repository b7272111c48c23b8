import { HERO } from "@/lib/content/landing";
import { PRICE } from "@/lib/money";

import { PUBLIC_PAGES } from "./support/public-pages";
import { fixture, paypalButton } from "./support/shop";
import { expect, test } from "./support/test";

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
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations[0]).toMatchObject({ page: "/", directive: "script-src-elem", blocked: "https://evil.example/steal.js" });
  // Seen and checked: the automatic guard of every test would otherwise fail this one.
  cspViolations.splice(0);
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
