/** The Price & Sales tab: the price now, the prices in other currencies, the sales scheduled, and the form that schedules one. */
export const ADMIN_PRICING = {
  now: {
    heading: "Price now",
    regular: (price: string) => `Regular price: ${price}`,
    onSale: (label: string, price: string, until: string) => `${label}: ${price} until ${until}`,
    noSale: "No sale is running.",
  },
  points: {
    heading: "Prices in other currencies",
    intro:
      "The license always sells in US dollars. Set a price in another currency to offer it at checkout: buyers whose country uses it see it first, and any buyer can switch. A price point is the price you choose (like €4.99), not a conversion, so it stays put when rates move. A sale takes the same share off every price; a code's percent applies in every currency and its fixed amount only in US dollars. Leave the field empty to stop offering a currency; orders already made keep their price.",
    notOffered: "not offered",
    setBy: (by: string, at: string) => `set by ${by}, ${at}`,
    formLabel: (currency: string) => `Price in ${currency}`,
    label: (currency: string) => `Price in ${currency} (cents)`,
    hint: (floorCents: number, floor: string) => `At least ${floorCents} (${floor}). Empty: not offered.`,
    submit: (currency: string) => `Save ${currency}`,
    saving: "Saving…",
    saved: (price: string) => `Price saved: ${price}`,
    removed: (currency: string) => `${currency} is no longer offered`,
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
