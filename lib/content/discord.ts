import type { PageMeta } from "@/lib/seo";

/** The Buyer role section of the download page: shown when the shop has a Discord server set up. */
export const DISCORD_ROLE = {
  heading: "Buyer role on Discord",
  intro: "Get the Buyer role on our Discord server: it opens the buyers' support and update channels. It stays while your license is active.",
  button: "Get the Buyer role on Discord",
  linked: (name: string) => `Linked to the Discord account ${name}.`,
  relink: "Link another Discord account",
  privacy: "Discord tells us your Discord user id and name, and adds you to the server. We keep the id and name only, never a Discord password or token.",
};

/** Where Discord sends the buyer back, one page per outcome (app/(shop)/discord/linked/[status]). */
export const DISCORD_LINK_RESULTS = {
  linked: {
    heading: "You have the Buyer role",
    body: "Your Discord account is linked to your license. The Buyer role appears on our server within a minute; it stays while your license is active.",
  },
  denied: {
    heading: "Nothing was linked",
    body: "You cancelled on Discord's page, so no Discord account was linked. You can try again from your download page whenever you like.",
  },
  expired: {
    heading: "This link has expired",
    body: "That authorization was already used or took longer than 10 minutes. Start again from your download page.",
  },
  browser: {
    heading: "Finish in the same browser",
    body: "This Discord authorization was started in another browser. Open your download page in the browser you use with Discord and press the button there.",
  },
  inactive: {
    heading: "This license is not active",
    body: "A refunded or revoked license carries no Buyer role. If you think this is a mistake, contact support.",
  },
  invalid: {
    heading: "This download link does not work",
    body: "Open the Buyer role from a working download link: the one in your receipt, or a new one from the resend page.",
  },
  busy: {
    heading: "Too many tries",
    body: "You pressed the button many times in a minute. Wait a minute, then try again from your download page.",
  },
  error: {
    heading: "Discord did not answer",
    body: "We could not finish linking your account because Discord did not answer. Nothing was changed; please try again in a few minutes.",
  },
  back: "Back to the shop",
} as const;

export type DiscordLinkResult = Exclude<keyof typeof DISCORD_LINK_RESULTS, "back">;

export const DISCORD_LINK_RESULT_META: PageMeta = {
  title: "Discord Buyer Role",
  description: "The result of linking your Discord account to your license.",
  keywords: [],
  path: "/discord/linked",
};

/** The sale notices a Discord channel webhook gets (lib/outgoing-webhooks/discord-message.ts): never a buyer's address. */
export const DISCORD_NOTICES = {
  sale: (amount: string) => `New sale: ${amount}`,
  refund: (amount: string) => `Refunded: ${amount}`,
  reversal: (amount: string) => `Charged back: ${amount}`,
  licenseGranted: (username: string) => `License granted: ${username}`,
  licenseRevoked: "License revoked",
  giftRedeemed: "A gift was redeemed",
  affiliateApplied: "New affiliate application",
  releasePublished: (version: string, channel: string) => `Release ${version} published (${channel})`,
  disputeCreated: (amount: string) => `PayPal dispute opened: ${amount}`,
  disputeResolved: (amount: string, won: boolean) => `PayPal dispute ${won ? "won" : "lost"}: ${amount}`,
  fields: {
    creatorCode: "Creator code",
    sale: "Sale price",
    gift: "Gift",
    country: "Country",
    source: "How",
    reason: "Reason",
    notes: "Notes",
    stage: "Stage",
    dueAt: "Answer by (UTC)",
  },
  yes: "Yes",
  no: "No",
  sources: { PURCHASE: "Purchase", WEBHOOK: "Purchase", GIFT: "Gift redeemed", ADMIN: "Added by an admin" } as Record<string, string>,
};
