/** The ECB's page of euro reference rates for a currency ("USD"), where a return's exchange rate comes from. */
export const ecbRatesPage = (currency: string) =>
  `https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-${currency.toLowerCase()}.en.html`;

/** The Tax tab: a quarter's VAT return, its exchange rate and CSV, and the orders to review. */
export const ADMIN_TAX = {
  off: {
    heading: "Tax records are off",
    body: "TAX_MODE is off (the default), so the shop records no country, VAT or receipt number for its sales, and there is no return to show. To keep tax records, set TAX_MODE=vat with the seller's settings (SELLER_NAME, SELLER_ADDRESS, SELLER_COUNTRY, VAT_SCHEME and, if there is one, SELLER_VAT_ID), then restart the shop. Sales from then on are recorded; earlier ones are not.",
    docs: "How: docs/operations.md#tax-records.",
  },
  quarter: {
    heading: "VAT return",
    legend: "Quarter",
    label: "Quarter",
    show: "Show",
  },
  table: {
    intro:
      "Sales with a receipt captured in the quarter and refunds with a credit note made in it, per country, VAT rate and the currency the buyers paid in, from what each order recorded. Taxable is the amount without its VAT; refunds take off exactly their sale's VAT, in the quarter of the refund. Amounts of two currencies are never added together: each currency has its own total, and the euro columns convert each line at the quarter's rate.",
    caption: (quarter: string) => `VAT per country and rate, ${quarter}`,
    columns: ["Country", "VAT rate", "Currency", "Sales", "Refunds", "Taxable", "VAT"],
    eurColumns: ["Taxable (EUR)", "VAT (EUR)"],
    country: (name: string, code: string) => `${name} (${code})`,
    noVat: "no VAT",
    /** A count and its amount: "3 ($15.00)". */
    counted: (count: number, amount: string) => `${count} (${amount})`,
    total: (currency: string) => `Total (${currency})`,
    totalEur: "Total in euros",
    noRate: "no rate yet",
    missing: (currencies: string[]) => `The euro figures wait for the rate of ${currencies.join(", ")}: save it below.`,
    uk: (taxable: string, vat: string) => `United Kingdom's return, in pounds: taxable ${taxable}, VAT ${vat}.`,
    ukMissing: "United Kingdom's return, in pounds: waits for the rates below.",
    empty: (quarter: string) => `No sale or refund with a receipt in ${quarter}.`,
    download: "Download CSV",
    failed: "The return could not be read. Reload the page to try again.",
  },
  rate: {
    heading: "Exchange rates for the returns",
    intro:
      "The One-Stop-Shop return is filed in euros and the UK's in pounds, converted at the ECB's euro reference rates of the quarter's last day. Copy each currency's rate from the ECB as it is published (units of the currency per euro); euro sales need none. Once saved, the table and the CSV show each line's taxable amount and VAT in euros, rounded to the cent (half up) line by line; the totals add up the lines.",
    ecb: (currency: string) => `ECB euro reference rates: ${currency}`,
    label: (currency: string, quarter: string) => `${currency} per euro on the last day of ${quarter}`,
    hint: "As the ECB writes it, e.g. 1.0830.",
    placeholder: "1.0830",
    submit: (currency: string) => `Save the ${currency} rate`,
    saving: "Saving…",
    saved: (quarter: string, currency: string, rate: string) => `Rate for ${quarter} saved: 1 EUR = ${rate} ${currency}`,
    current: (currency: string, rate: string, by: string, at: string) => `Saved: 1 EUR = ${rate} ${currency} (by ${by}, ${at}).`,
    none: (currency: string) => `No ${currency} rate saved for this quarter yet.`,
  },
  review: {
    heading: "Orders to review",
    intro:
      "The buyer's PayPal country and their address's country disagreed, or one was missing, so the shop took the PayPal country (else the address's). A VPN is not fraud: nothing was refused. Confirm the country, or set the one the buyer is in: the order's VAT is then worked out again at that country's rate on the day of the sale. Both ask for a reason and are audited.",
    empty: "No order is waiting for review.",
    more: (shown: number, total: number) => `The oldest ${shown} of ${total} are shown.`,
    columns: ["Receipt", "Paid (UTC)", "PayPal country", "Address country", "Country decided"],
    actions: "Actions",
    unknown: "none",
    cancel: "Cancel",
    reason: "Reason",
    set: {
      trigger: "Set country",
      triggerLabel: (receipt: string) => `Set the country of receipt ${receipt}`,
      title: (receipt: string) => `Set the country of receipt ${receipt}`,
      description: "The country the buyer is in. The order's VAT is worked out again at its rate on the day of the sale.",
      country: "Country code",
      countryHint: "ISO 3166, two capital letters: DE, FR, GB, US…",
      submit: "Set country",
      done: (receipt: string, country: string) => `Receipt ${receipt}: ${country}`,
    },
    confirm: {
      trigger: "Confirm",
      triggerLabel: (receipt: string) => `Confirm the country of receipt ${receipt}`,
      title: (receipt: string) => `Confirm the country of receipt ${receipt}`,
      description: (country: string) => `${country} stands, with the VAT recorded at the sale.`,
      submit: "Confirm",
      done: (receipt: string) => `Receipt ${receipt} confirmed`,
    },
  },
};
