import { counter } from "@/lib/metrics/registry";

/** What a recorded capture came to (lib/payments). */
type PurchaseOutcome =
  | "fulfilled"
  | "refunded_before_record"
  | "cancelled_refunded"
  | "banned_refunded"
  | "licensed_refunded"
  | "capture_cancelled"
  | "capture_declined"
  | "capture_not_approved"
  | "capture_failed"
  | "capture_mismatch";
/** What the mod's whitelist check answered. */
type LicenseCheckOutcome = "active" | "inactive" | "unknown";

const purchases = () => counter({ name: "shop_purchases_total", help: "Captures recorded, by outcome", labelNames: ["outcome"] as const });
const licenseChecks = () => counter({ name: "shop_license_checks_total", help: "Whitelist checks answered, by outcome", labelNames: ["outcome"] as const });
const reconciliations = () =>
  counter({
    name: "shop_reconciliation_closes_total",
    help: "Open orders the reconciliation brought to an end state, by outcome",
    labelNames: ["outcome"] as const,
  });

export function countPurchase(outcome: PurchaseOutcome) {
  purchases().inc({ outcome });
}

export function countLicenseCheck(outcome: LicenseCheckOutcome) {
  licenseChecks().inc({ outcome });
}

/** Counts orders a reconciliation pass checked, by outcome: fulfilled, refunded, closed or failed (a fixed set: each is a time series). */
export function countReconciliation(outcome: string, by = 1) {
  reconciliations().inc({ outcome }, by);
}

const cspViolations = () =>
  counter({
    name: "shop_csp_violations_total",
    help: "Content-Security-Policy violations browsers reported, by directive and by what was blocked (a class, never an address)",
    labelNames: ["directive", "blocked"] as const,
  });

/** Counts reported policy violations; both labels come from fixed sets (lib/http/csp-reports.ts). */
export function countCspViolations(violations: readonly { directive: string; blocked: string }[]) {
  for (const { directive, blocked } of violations) cspViolations().inc({ directive, blocked });
}
