const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when a sale's commission is held: PayPal buyers can refund or dispute for a while, so nothing is owed
 * before. A line unpaid past its hold is approved: approval is not stored, so no job has to run for a sale to
 * become payable, and every instance agrees on the moment (lib/admin/referral-performance.ts reads it so).
 */
export function saleHoldUntil(saleAt: Date, holdDays: number): Date {
  return new Date(saleAt.getTime() + holdDays * DAY_MS);
}

/** How a ledger line stands, as the affiliate's portal shows it. */
export type CommissionState = "pending" | "approved" | "paid" | "voided";

/** A line's state at `now`: pending until its hold ends, approved from then on until paid; void when voided. */
export function commissionState(line: { status: "PENDING" | "PAID" | "VOID"; holdUntil: Date }, now: Date): CommissionState {
  if (line.status === "VOID") return "voided";
  if (line.status === "PAID") return "paid";
  return line.holdUntil.getTime() > now.getTime() ? "pending" : "approved";
}
