import { test as base, expect } from "@playwright/test";

export { expect };

type Violation = { page: string; directive: string; blocked: string; sample: string };

/**
 * Every end-to-end test fails when the browser reports a Content-Security-
 * Policy violation on any page of its context (a policy that would break the
 * purchase cannot land). Violations are reported through a binding, so they
 * survive navigations; the check runs after the test body.
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
      await provide(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
