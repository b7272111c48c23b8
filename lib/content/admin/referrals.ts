/** The Referral Links tab: the per-code performance table and the open commission lines. */
export const ADMIN_REFERRALS = {
  performance: {
    empty: "No referral codes yet.",
    columns: ["Code", "Affiliate", "Sales", "Pending", "Approved", "Paid", "Voided", "Clicks (30 days)", "Flags"],
    actions: "Actions",
    /** A flag is a warning for the admin to look into; the sale went through. */
    flags: {
      sharedPayer: (sales: number) => `${sales} sales paid by one PayPal account`,
      refunds: (refunded: number, sales: number) => `${refunded} of ${sales} sales refunded in 30 days`,
    },
    markPaid: "Mark paid",
    markedPaid: (code: string) => `Commissions of ${code} marked paid`,
  },
  /** Unpaid lines in no payout run (lib/admin/list-open-commissions.ts): the ones an admin can still void. */
  openLines: {
    heading: "Open commission lines",
    intro: "Unpaid lines in no payout run, newest 50. Void a line you judge fraudulent; the affiliate's portal shows your reason.",
    empty: "No open commission lines.",
    columns: ["Date", "Code", "Order", "Kind", "Amount", "State"],
    actions: "Actions",
    kind: { SALE: "Sale", CLAWBACK: "Clawback" },
    state: { pending: "Pending (in hold)", approved: "Approved", frozen: "Frozen: PayPal dispute open" },
    void: {
      trigger: "Void",
      triggerLabel: (code: string, order: string) => `Void the ${code} commission of order ${order}`,
      title: (code: string, order: string) => `Void the ${code} commission of order ${order}`,
      description: (amount: string) => `This ${amount} line will not be paid out. Voiding cannot be undone, and it is recorded in the activity log.`,
      field: "Reason (shown to the affiliate)",
      submit: "Void commission",
      done: "Commission voided",
      cancel: "Cancel",
    },
  },
};

/** The Referral Links tab's creator codes: each code's terms, and the form that creates or changes one. */
export const ADMIN_CREATOR_CODES = {
  heading: "Creator codes",
  intro:
    "What a code gives the buyer and earns its affiliate. The price never goes below $1.00, a commission never exceeds what the buyer paid, and every change is recorded in the activity log. Dates are UTC.",
  empty: "No creator codes yet.",
  columns: ["Code", "Affiliate", "Discount", "Commission", "Uses", "Window (UTC)", "Active"],
  actions: "Actions",
  noDiscount: "None",
  percentOff: (percent: number) => `${percent} %`,
  uses: (uses: number, maxUses: number | null) => (maxUses === null ? `${uses}` : `${uses} of ${maxUses}`),
  window: (startsAt: string | null, endsAt: string | null) => (startsAt || endsAt ? `${startsAt ?? "…"} to ${endsAt ?? "…"}` : "Always"),
  active: { true: "Yes", false: "No" },
  edit: "Edit",
  copy: "Copy Link",
  quickCodes: "Quick codes",
  editLabel: (code: string) => `Edit the terms of ${code}`,
  form: {
    heading: "Code terms",
    code: "Code",
    codePlaceholder: "e.g. TECHNO",
    codeHint: "A new code is created; an existing one gets these terms.",
    affiliate: "Belongs to (optional)",
    noAffiliate: "None",
    discountPercent: "Discount (%)",
    discountCents: "Discount (cents)",
    discountHint: "One or the other, not both.",
    commissionCents: "Commission per sale (cents)",
    maxUses: "Maximum uses",
    maxUsesHint: "Captured sales; blank for no limit.",
    startsAt: "Starts (UTC)",
    endsAt: "Ends (UTC)",
    windowHint: "Blank for no limit.",
    active: "Active",
    submit: "Save code",
    saving: "Saving…",
    clear: "New code",
    created: (code: string) => `${code} created`,
    saved: (code: string) => `${code} saved`,
  },
};
