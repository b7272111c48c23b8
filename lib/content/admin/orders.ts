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
  /** A pack's buyer cell: its size, then a line per seat. */
  pack: (quantity: number) => `Pack of ${quantity}`,
  /** Under a pack's amount: its licenses at the price of each (the list price and discount columns are each license's). */
  perSeat: (quantity: number, amount: string) => `${quantity} × ${amount}`,
  seat: (position: number) => `${position}.`,
  seatGift: "gift code",
  seatRefunded: (reason: string) => `refunded: ${reason}`,
  /** Money refunded on PayPal's site for no seat: "Refund seat" puts it to one without refunding again. */
  refundedElsewhere: (amount: string) => `${amount} refunded on PayPal's site for no seat yet: "Refund seat" puts it to a seat without refunding again.`,
  refundSeat: {
    trigger: "Refund seat",
    triggerLabel: (position: number, orderId: string) => `Refund seat ${position} of order ${orderId}`,
    title: (position: number) => `Refund seat ${position}?`,
    description: (amount: string, what: string) =>
      `PayPal returns ${amount} to the buyer, and ${what} is revoked. The pack's other licenses stay as they are. This cannot be undone.`,
    account: (username: string) => `the license of ${username}`,
    gift: "its gift code (or the license it was redeemed for)",
    cancel: "Keep it",
    submit: "Refund seat",
    done: (position: number) => `Seat ${position} refunded.`,
  },
};
