const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** The Overview tab: sales, refunds, new licenses and the checkout funnel per UTC day. */
export const ADMIN_OVERVIEW = {
  heading: "Sales at a glance",
  intro:
    "Per UTC day, today included. Revenue is what paid orders were charged, counted on the day PayPal captured them; refunds and chargebacks count on the day the money went back, so net revenue is revenue less refunds. New licenses are the accounts first whitelisted that day, bought or added by an admin. Visitors are the people who opened /payment, each counted once a day without storing who they are; bots and prefetches are left out.",
  rangeNav: "Period",
  lastDays: (days: number) => `Last ${days} days`,
  period: (from: string, to: string) => `From ${from} to ${to} (UTC)`,
  totals: {
    revenue: "Revenue (gross)",
    refunds: "Refunds",
    net: "Net revenue",
    orders: "Paid orders",
    newLicenses: "New licenses",
    conversion: "Conversion",
  },
  refundCount: (count: number) => `${count} ${count === 1 ? "order" : "orders"}`,
  conversion: (rate: number | null) => (rate === null ? "No visits yet" : percent.format(rate)),
  conversionHint: "Paid orders per visitor of /payment",
  funnel: {
    heading: "Checkout funnel",
    steps: { visits: "Visitors of /payment", createdOrders: "Orders created", paidOrders: "Orders paid" },
    ofPrevious: (rate: number | null) => (rate === null ? "—" : `${percent.format(rate)} of the step before`),
  },
  charts: {
    money: { title: "Revenue and refunds per day", series: { revenue: "Revenue", refunds: "Refunds" } },
    counts: { title: "Paid orders, refunds and new licenses per day", series: { paidOrders: "Paid orders", refunds: "Refunds", newLicenses: "New licenses" } },
    funnel: { title: "Checkout funnel per day", series: { visits: "Visitors", createdOrders: "Orders created", paidOrders: "Orders paid" } },
  },
  chartLabel: (title: string, from: string, to: string) => `Chart: ${title} from ${from} to ${to}; the same numbers are in the table below.`,
  chartLoading: "Loading the chart...",
  table: {
    summary: "Show as table",
    caption: (from: string, to: string) => `Figures per UTC day from ${from} to ${to}`,
    region: "Figures per day",
    columns: ["Day", "Revenue", "Paid orders", "Refunded", "Refunds", "New licenses", "Visitors", "Orders created"],
  },
  /** The period's money per currency, shown once an order was paid in one other than USD. */
  byCurrency: {
    heading: "Per currency",
    intro: (main: string) =>
      `Orders paid in each currency in the period, and what was paid back in it. The totals and charts above count money in ${main} only (every order counts among the paid orders); amounts in different currencies are never added together.`,
    columns: ["Currency", "Paid orders", "Revenue", "Refunded", "Net revenue"],
  },
  /** Revenue and sales per creator code and per sale (lib/admin/overview-breakdown.ts). */
  byCode: {
    heading: "Per creator code",
    intro: (max: number) =>
      `Orders paid in the period with a referral or creator code, the ${max} with the most revenue. Revenue is gross, as above; the refunded column shows how many of these sales were refunded or charged back since, and for how much.`,
    empty: "No order paid in the period came with a code.",
    columns: ["Code", "Paid orders", "Revenue", "Discount given", "Refunded"],
  },
  bySale: {
    heading: "Per sale",
    intro: (max: number) =>
      `The last ${max} sales that ran during the period, each with every order it priced, paid whenever. Revenue is gross; the refunded column shows how many were refunded or charged back since.`,
    empty: "No sale ran in the period.",
    columns: ["Sale", "Price (USD)", "Window (UTC)", "Paid orders", "Revenue", "Refunded"],
    window: (from: string, to: string) => `${from} to ${to}`,
    cancelled: "cancelled",
  },
  refunded: (count: number, amount: string) => (count === 0 ? "—" : `${count} (${amount})`),
};
