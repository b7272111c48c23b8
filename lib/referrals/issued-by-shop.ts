/**
 * What earlier versions wrote in created_by when a purchase registered any
 * ?ref= a buyer typed. Nobody issued those codes, so they earn nothing.
 */
export const AUTO_REGISTERED = "referral-link";

/** What tells whether a code is the shop's: who made it, and its affiliate's standing. */
export type CodeIssuer = { createdBy: string | null; affiliate: { status: string; account: { status: string } | null } | null };

/** A code the shop issued: an admin generated it (the generator or a quick code), or it belongs to an approved affiliate. */
export function issuedByShop(code: CodeIssuer): boolean {
  return code.affiliate?.status === "APPROVED" || (code.createdBy !== null && code.createdBy !== AUTO_REGISTERED);
}
