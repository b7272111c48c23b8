import { counted } from "@/lib/content/plural";
import { site } from "@/lib/site";

/** The proof-of-fulfilment document the shop gives PayPal for a dispute (lib/disputes/evidence-document.ts). */
export const DISPUTE_EVIDENCE = {
  title: (disputeId: string) => `${site.name}: proof of fulfilment for PayPal dispute ${disputeId}`,
  intro: `${site.name} sells a lifetime license for a Minecraft mod: the buyer's Minecraft account is put on the whitelist the mod checks, and the mod's file is downloaded at once. Below is what the shop recorded of this sale, as it happened.`,
  order: "The order",
  noOrder: "The shop knows no order for the disputed payment.",
  orderLines: (o: { paypalOrderId: string; captureId: string; amount: string; createdAt: string; capturedAt: string; receipt: string; gift: boolean }) => [
    `PayPal order ${o.paypalOrderId}, capture ${o.captureId}, ${o.amount}.`,
    `Checkout started ${o.createdAt}; paid ${o.capturedAt}.`,
    `Receipt: ${o.receipt}.`,
    ...(o.gift ? ["Bought as a gift: the code was given to the buyer, and the license below is the account it was redeemed for."] : []),
  ],
  terms: "The terms the buyer accepted",
  termsLine: (version: string, at: string) =>
    `Terms of Service version ${version}, accepted at checkout on ${at} (a box the buyer must tick before PayPal opens).`,
  clause: (text: string) => `Its clause, as worded in that version: "${text}"`,
  license: "The license delivered",
  noLicense: "No license was granted for this order (a gift not redeemed yet).",
  licenseLines: (l: { username: string; uuid: string; grantedAt: string; active: string; proved: string | null; discord: string | null }) => [
    `Minecraft account ${l.username} (${l.uuid}), whitelisted ${l.grantedAt}; now ${l.active}.`,
    ...(l.proved ? [`The account's owner proved it through Mojang's session server from the game on ${l.proved}.`] : []),
    ...(l.discord ? [`The buyer linked their Discord account to this license on ${l.discord}.`] : []),
  ],
  downloads: "Downloads of the mod",
  noDownloads: "No download recorded.",
  download: (at: string, version: string, sha256: string | null) => `${at}: version ${version}${sha256 ? `, SHA-256 ${sha256}` : ""}`,
  checks: "The mod's license checks",
  checksIntro: "The mod asks the shop, signed, whether this account is licensed when it starts and while it runs; each answer is signed by the shop's key.",
  noChecks: "The mod has not checked this license.",
  firstLast: (first: string, last: string) => `First check ${first}; last check ${last}.`,
  perDay: (day: string, checks: number) => `${day}: ${counted(checks, "check")}`,
  note: (o: { product: string; delivered: string; downloads: number; days: number; first: string | null; last: string | null; terms: string | null }) =>
    [
      `${o.product} was delivered ${o.delivered}.`,
      o.downloads > 0 ? `The file was downloaded ${o.downloads} time${o.downloads === 1 ? "" : "s"}.` : null,
      o.first && o.last ? `The mod checked the license on ${o.days} day${o.days === 1 ? "" : "s"}, from ${o.first} to ${o.last}.` : null,
      o.terms ? `The buyer accepted terms that say all sales are final (${o.terms}).` : null,
      "The attached document lists every record.",
    ]
      .filter(Boolean)
      .join(" "),
  active: "active",
  inactive: "inactive",
  unknown: "unknown",
};
