/** The Price & Sales tab: the price now, the sales scheduled, and the form that schedules one. */
export const ADMIN_PRICING = {
  now: {
    heading: "Price now",
    regular: (price: string) => `Regular price: ${price}`,
    onSale: (label: string, price: string, until: string) => `${label}: ${price} until ${until}`,
    noSale: "No sale is running.",
  },
  sales: {
    heading: "Sales",
    intro:
      "One sale at a time. The site's pages change price at a sale's start and end, without a deploy. Sales that ended more than 90 days ago are not listed.",
    empty: "No sales scheduled.",
    columns: ["Label", "Price", "Starts (UTC)", "Ends (UTC)", "State"],
    actions: "Actions",
    state: { scheduled: "Scheduled", running: "Running", ended: "Ended", cancelled: "Cancelled" },
    cancel: "Cancel sale",
    cancelLabel: (label: string) => `Cancel the sale ${label}`,
    cancelled: (label: string) => `${label} cancelled`,
  },
  form: {
    heading: "Schedule a sale",
    label: "Label",
    labelPlaceholder: "e.g. Summer sale",
    priceCents: "Sale price (cents)",
    priceHint: (regularCents: number) => `At least 100 and below the regular ${regularCents}.`,
    startsAt: "Starts (UTC)",
    endsAt: "Ends (UTC)",
    submit: "Schedule sale",
    saving: "Scheduling…",
    scheduled: (label: string) => `${label} scheduled`,
  },
};
