import { test as base, expect } from "@playwright/test";

export { expect };

export type Violation = { page: string; directive: string; blocked: string; sample: string };

/** The console's words for a refused script, style, frame or connection (Chromium writes one per violation). */
const POLICY_MESSAGE = /Content Security Policy/i;

/**
 * Every end-to-end test fails when the browser reports a Content-Security-
 * Policy violation on any page of its context (a policy that would break the
 * purchase cannot land): the page's securitypolicyviolation events, reported
 * through a binding so they survive navigations, and the console's policy
 * messages, which also come from frames and workers. The check runs after the
 * test body; a test that provokes a violation on purpose empties the list.
 */
export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: [
    async ({ context }, provide) => {
      const violations: Violation[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, violation: Violation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation;
          report?.({ page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
        });
      });
      context.on("console", (message) => {
        if (message.type() === "error" && POLICY_MESSAGE.test(message.text())) {
          violations.push({ page: new URL(message.page()?.url() ?? "about:blank").pathname, directive: "console", blocked: "", sample: message.text() });
        }
      });
      await provide(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * For a test that provokes a violation on purpose: waits for the browser's report of it (the event matching
 * `expected`, and the console's message), then clears the list, so the guard after the test passes.
 */
export async function expectProvokedViolation(violations: Violation[], expected: Partial<Violation>) {
  await expect.poll(() => violations.find((v) => v.directive !== "console")).toMatchObject(expected);
  await expect.poll(() => violations.some((v) => v.directive === "console")).toBe(true);
  violations.splice(0);
}
