/** The CSV downloads for the accountant (Orders and Overview tabs). */
export const ADMIN_EXPORT = {
  legend: "Download for the accountant (CSV)",
  hint: "UTC days, both included; leave blank for all. Orders by the day they were created, licenses by the day they were added. No e-mail or IP addresses are included.",
  from: "From",
  to: "To",
  orders: "Download orders (CSV)",
  licenses: "Download licenses (CSV)",
};
