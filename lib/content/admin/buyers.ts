/** The Buyer Data tab (the data rights /privacy promises). */
export const ADMIN_BUYERS = {
  intro: "Export or erase what the shop stores about one buyer, found by the e-mail they bought with.",
  email: "Buyer email",
  export: "Export as JSON",
  exported: "Buyer data exported",
  erase: "Erase personal data",
  eraseConfirm: (email: string) =>
    `Erase the personal data of ${email}? Orders and whitelist entries stay, so their licenses keep working (revoke a license separately if they asked for that too); e-mail and addresses are removed for good.`,
  erased: "Personal data erased",
};
