const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when a sale's commission is held: PayPal buyers can refund or dispute for a while, so nothing is owed
 * before. A line unpaid past its hold is approved: approval is not stored, so no job has to run for a sale to
 * become payable, and every instance agrees on the moment (lib/admin/referral-performance.ts reads it so).
 */
export function saleHoldUntil(saleAt: Date, holdDays: number): Date {
  return new Date(saleAt.getTime() + holdDays * DAY_MS);
}
