/**
 * Every action the audit log records, in one list: recordAudit takes only
 * these, and the admin log filter accepts only these, so a misspelt action is
 * a type error rather than a log entry nobody can find.
 */
export const AUDIT_ACTIONS = [
  "admin.login",
  "admin.logout",
  "admin.logout_all",
  "affiliate.apply",
  "affiliate.reactivate",
  "affiliate.review",
  "affiliate.sign_in",
  "affiliate.sign_in_link",
  "affiliate.sign_out",
  "affiliate.suspend",
  "affiliate.update_payout",
  "buyer.erase",
  "buyer.export",
  "commission.clawback",
  "commission.paid",
  "commission.self_referral",
  "commission.suspended_affiliate",
  "commission.unknown_code",
  "commission.void",
  "creator_code.save",
  "discord.link",
  "discord.reconcile",
  "discord.unlink",
  "download",
  "download.resend",
  "export.licenses",
  "export.orders",
  "export.tax",
  "license.activate",
  "license.add",
  "license.issue",
  "license.proof",
  "license.rename",
  "license.restore",
  "license.revoke",
  "license.revoke.refund",
  "license.revoke.reversal",
  "mail.send_again",
  "order.capture",
  "order.close",
  "order.create",
  "payout.complete",
  "payout.confirm",
  "payout.item_paid",
  "payout.item_returned",
  "payout.propose",
  "payout.send",
  "referral.create",
  "release.add",
  "release.pull",
  "release.put_back",
  "sale.cancel",
  "sale.schedule",
  "tax.confirm_country",
  "tax.exchange_rate",
  "tax.set_country",
  "vanity_code.accept",
  "vanity_code.refuse",
  "vanity_code.request",
  "webhook.completed_after_refund",
  "webhook.malformed",
  "webhook.process_again",
  "webhook.refund_kept",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

export function isAuditAction(value: string): value is AuditAction {
  return KNOWN.has(value);
}
