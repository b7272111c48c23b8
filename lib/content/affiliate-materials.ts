import { HERO } from "@/lib/content/landing";
import { COMMISSION, PRICE } from "@/lib/money";
import { site } from "@/lib/site";

/** A banner affiliates put on their sites: its file under /banners/, its size, and the words it shows. */
type BannerFormat = { file: string; name: string; width: number; height: number; headline: string; line?: string; cta?: string };

/** The banner sizes affiliates ask for (static images, so at the regular price): the IAB leaderboard and medium rectangle, and a share card. */
export const BANNERS: readonly BannerFormat[] = [
  { file: "leaderboard.png", name: "Leaderboard (728 × 90)", width: 728, height: 90, headline: site.name, line: HERO.shareLine(PRICE) },
  { file: "rectangle.png", name: "Medium rectangle (300 × 250)", width: 300, height: 250, headline: site.name, line: HERO.shareLine(PRICE), cta: "Get it now" },
  { file: "social.png", name: "Social card (1200 × 630)", width: 1200, height: 630, headline: site.name, line: HERO.tagline, cta: HERO.shareLine(PRICE) },
];

export const BANNER_ALT = `${site.name}: ${HERO.tagline}`;

/** Ready-to-post texts; `{link}` becomes the affiliate's referral link. */
export const PROMO_TEXTS: readonly { name: string; text: string }[] = [
  {
    name: "Short post",
    text: `${site.name}: the auction house sniper for Hypixel SkyBlock. ${PRICE} once, yours for life. {link}`,
  },
  {
    name: "Description",
    text: `${site.name} is a Minecraft 1.8.9 Forge mod that snipes underpriced auctions on Hypixel SkyBlock. Pay ${PRICE} once and your account is whitelisted automatically, with every release malware-scanned before it ships. Get it here: {link}`,
  },
];

export const AFFILIATE_MATERIALS = {
  heading: "Marketing materials",
  intro: `Banners and texts that carry your link. Every sale they bring earns you ${COMMISSION}.`,
  bannersHeading: "Banners",
  download: "Download",
  copyHtml: (name: string) => `Copy HTML for ${name}`,
  textsHeading: "Texts to share",
  copyText: (name: string) => `Copy ${name.toLowerCase()}`,
};

/** A promo text with the affiliate's link in place. */
export const promoText = (text: string, link: string) => text.replaceAll("{link}", link);

/** The HTML an affiliate pastes into their site: the banner, linked to their referral link. */
export const bannerHtml = (banner: BannerFormat, imageUrl: string, link: string) =>
  `<a href="${link}"><img src="${imageUrl}" width="${banner.width}" height="${banner.height}" alt="${BANNER_ALT}"></a>`;
