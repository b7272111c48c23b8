/** The Payouts tab: the monthly runs, their review and confirmation (lib/payouts/). */
export const ADMIN_PAYOUTS = {
  intro:
    "On the 1st of each month the shop gathers every affiliate's approved balance (from the minimum payout up) into a run. Review it, then confirm it: PayPal pays each affiliate's payout address in one batch.",
  empty: "No payout runs yet.",
  proposeNow: "Propose this month's payout now",
  proposed: "Payout proposed",
  nothingDue: "No affiliate's approved balance reaches the minimum payout yet.",
  confirm: (period: string) => `Confirm payout for ${period}`,
  confirmed: "Payout confirmed: it is being sent to PayPal",
  alreadyConfirmed: "This payout was already confirmed",
  run: (period: string) => `Payout for ${period}`,
  total: "Total",
  batch: "PayPal batch",
  confirmedBy: "Confirmed by",
  columns: ["Affiliate", "Payout address", "Amount", "Status"],
  runStatus: { PROPOSED: "Proposed: review and confirm", CONFIRMED: "Confirmed: sending to PayPal", SENT: "Sent: PayPal is paying", COMPLETED: "Completed" },
  itemStatus: { PROPOSED: "Proposed", SENT: "Sent", PAID: "Paid", RETURNED: "Returned" },
};
