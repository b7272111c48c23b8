/** The Orders tab. */
export const ADMIN_ORDERS = {
  empty: "No orders yet.",
  columns: ["Created", "Status", "List price", "Sale", "Referral", "Discount", "Amount", "PayPal order / capture", "Buyer", "License"],
  /** What the order's creator code took off, as the receipt writes it. */
  discount: (amount: string) => `-${amount}`,
  none: "—",
  /** Why reconciliation closed an unpaid order, in the admin's words. */
  closedReasons: { VOIDED: "voided at PayPal", EXPIRED: "expired unpaid", NOT_FOUND: "unknown at PayPal", CANCELLED: "cancelled by the buyer" } as Record<
    string,
    string
  >,
  /** What an order still open is waiting for, or what its last capture attempt came to. */
  openStates: {
    awaiting: "awaiting approval at PayPal",
    approved: "approved, not captured",
    DECLINED: "card declined",
    CAPTURE_FAILED: "capture failed",
  } as Record<string, string>,
  hideUnapproved: "Hide attempts never approved at PayPal",
  showAll: "Show every attempt",
  licenseActive: "Active",
  licenseRevoked: "Revoked",
  /** A gift order's buyer cell, and its recipient. */
  gift: "Gift",
  giftRecipient: (email: string) => `for ${email}`,
  older: "Older orders",
};
