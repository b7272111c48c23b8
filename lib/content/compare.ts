import type { CallToAction } from "@/lib/content/types";
import type { PageMeta } from "@/lib/seo";
import { site } from "@/lib/site";

export type CompareValue = { kind: "yes" } | { kind: "no" } | { kind: "partial"; note?: string } | { kind: "text"; text: string };

type CompareRow = { feature: string; ours: CompareValue; theirs: CompareValue };

export type CompareCategory = { name: string; rows: readonly CompareRow[] };

export type CompareSlug = "neu" | "skytils" | "skyblock-addons";

export type Comparison = {
  slug: CompareSlug;
  meta: PageMeta;
  heading: string;
  intro: string;
  competitor: string;
  /** The tables; the price row shows the price passed (lib/pricing/current-price.ts). */
  categories: (price: string) => readonly CompareCategory[];
  note: string;
  crossLinks: readonly { href: string; label: string }[];
};

/** Words shown or announced by the compare table; the icons themselves are decorative. */
export const COMPARE_LABELS = {
  feature: "Feature",
  yes: "Yes",
  no: "No",
  partial: "Partial",
} as const;

/** Copy shared by every /compare/* page. */
export const COMPARE_PAGE = {
  tablesHeading: "Feature by Feature",
  cta: (price: string): CallToAction => ({
    heading: "Want a Focused Auction Sniper?",
    body: `${site.name} is a ${price} one-time payment for a lifetime, personal license. All sales are final, so compare carefully first.`,
    cta: `Get Started - ${price}`,
  }),
  crossLinksHeading: "More Comparisons",
} as const;

const YES: CompareValue = { kind: "yes" };
const NO: CompareValue = { kind: "no" };
const text = (value: string): CompareValue => ({ kind: "text", text: value });
/** The spec's "partial" mark: a feature had only in part, with what the part is. */
const partly = (note: string): CompareValue => ({ kind: "partial", note });

const NOT_A_SNIPER = text("Not applicable: no sniper");

/** The rows every comparison shares: the other mods are free, open-source and not auction snipers. */
function sharedCategories(license: string, scope: string, price: string): CompareCategory[] {
  return [
    {
      name: "Safety & Detection",
      rows: [
        { feature: "Automates in-game actions", ours: partly("Auction purchases only"), theirs: NO },
        { feature: "Humanized inputs (random 150-350ms reactions, randomized delays)", ours: YES, theirs: text("Not needed: no automated inputs") },
        { feature: "No memory injection or game file modification", ours: YES, theirs: YES },
        { feature: "Source code public for anyone to audit", ours: NO, theirs: YES },
        {
          feature: "Release checked by a malware-scanning service, SHA-256 published",
          ours: YES,
          theirs: partly("Builds published on GitHub, no scan report"),
        },
      ],
    },
    {
      name: "Pricing & Licensing",
      rows: [
        { feature: "Price", ours: text(`${price} one-time`), theirs: text("Free") },
        { feature: "License", ours: text("Lifetime, personal, for one Minecraft username"), theirs: text(license) },
        { feature: "No subscription or recurring fees", ours: YES, theirs: YES },
        { feature: "Refunds", ours: text("None: all sales are final"), theirs: text("Not applicable: free") },
      ],
    },
    {
      name: "Setup & Support",
      rows: [
        { feature: "Focus", ours: text("Auction house sniping only"), theirs: text(scope) },
        { feature: "Runs on Minecraft Java 1.8.9 with Forge", ours: YES, theirs: YES },
        { feature: "Account activation", ours: text("Automatic whitelist after payment"), theirs: text("None needed") },
        { feature: "Support", ours: text("E-mail and Discord"), theirs: text("Community Discord and GitHub") },
      ],
    },
  ];
}

const FAIRNESS =
  "Facts about other mods are summarised from their public project pages and may change. All names belong to their owners; we are not affiliated with them.";

export const COMPARISONS: Record<CompareSlug, Comparison> = {
  neu: {
    slug: "neu",
    meta: {
      title: `${site.name} vs NotEnoughUpdates (NEU)`,
      description: (price: string) =>
        `${site.name} compared with NotEnoughUpdates (NEU): a focused ${price} auction sniper next to a free, open-source, all-round Hypixel SkyBlock mod.`,
      keywords: ["notenoughupdates vs", "neu mod alternative", "neu auction house", "skyblock auction sniper", "hypixel skyblock mods compared"],
      path: "/compare/neu",
    },
    heading: `${site.name} vs NotEnoughUpdates`,
    intro: `NotEnoughUpdates (NEU) is a free, open-source and feature-rich Forge 1.8.9 mod for Hypixel SkyBlock: an item list with recipes, price information, a profile viewer, a custom auction house search and much more. ${site.name} does one job: it watches the auction house and buys underpriced Buy It Now listings for you. They solve different problems; here is how they compare.`,
    competitor: "NEU",
    categories: (price) => [
      {
        name: "Auction House",
        rows: [
          { feature: "Automatic sniping of underpriced BIN auctions", ours: YES, theirs: NO },
          { feature: "New-listing scan speed", ours: text("Under 100ms"), theirs: NOT_A_SNIPER },
          { feature: "Custom auction house search screen", ours: NO, theirs: YES },
          { feature: "Price information in item tooltips", ours: NO, theirs: YES },
        ],
      },
      ...sharedCategories("Open source (LGPL-3.0)", "All-round SkyBlock: item list, profile viewer, overlays", price),
    ],
    note: FAIRNESS,
    crossLinks: [
      { href: "/compare/skytils", label: `Compare ${site.name} with Skytils` },
      { href: "/compare/skyblock-addons", label: `Compare ${site.name} with SkyBlock Addons` },
    ],
  },
  skytils: {
    slug: "skytils",
    meta: {
      title: `${site.name} vs Skytils`,
      description: (price: string) =>
        `${site.name} compared with Skytils: a focused ${price} auction house sniper next to a free, open-source Hypixel SkyBlock quality-of-life mod.`,
      keywords: ["skytils vs", "skytils alternative", "skytils auction", "skyblock auction sniper", "hypixel skyblock mods compared"],
      path: "/compare/skytils",
    },
    heading: `${site.name} vs Skytils`,
    intro: `Skytils is a free, open-source Forge 1.8.9 utilities mod for Hypixel SkyBlock with dungeon puzzle solvers, slayer and mining helpers, spam filters and item protection. ${site.name} does one job: it watches the auction house and buys underpriced Buy It Now listings for you. They solve different problems; here is how they compare.`,
    competitor: "Skytils",
    categories: (price) => [
      {
        name: "Auction House",
        rows: [
          { feature: "Automatic sniping of underpriced BIN auctions", ours: YES, theirs: NO },
          { feature: "New-listing scan speed", ours: text("Under 100ms"), theirs: NOT_A_SNIPER },
          { feature: "Easier price input when listing an auction", ours: NO, theirs: YES },
          { feature: "Protection against dropping valuable items", ours: NO, theirs: YES },
        ],
      },
      ...sharedCategories("Open source (AGPL-3.0)", "Quality of life: dungeons, slayers, mining and more", price),
    ],
    note: FAIRNESS,
    crossLinks: [
      { href: "/compare/neu", label: `Compare ${site.name} with NotEnoughUpdates` },
      { href: "/compare/skyblock-addons", label: `Compare ${site.name} with SkyBlock Addons` },
    ],
  },
  "skyblock-addons": {
    slug: "skyblock-addons",
    meta: {
      title: `${site.name} vs SkyBlock Addons (SBA)`,
      description: (price: string) =>
        `${site.name} compared with SkyBlock Addons (SBA): a focused ${price} auction house sniper next to a free, open-source SkyBlock HUD and utility mod.`,
      keywords: ["skyblock addons vs", "sba mod alternative", "skyblockaddons", "skyblock auction sniper", "hypixel skyblock mods compared"],
      path: "/compare/skyblock-addons",
    },
    heading: `${site.name} vs SkyBlock Addons`,
    intro: `SkyBlock Addons (SBA) is a free, open-source Forge 1.8.9 mod that adds a customisable HUD and many quality-of-life features to Hypixel SkyBlock. ${site.name} does one job: it watches the auction house and buys underpriced Buy It Now listings for you. They solve different problems; here is how they compare.`,
    competitor: "SkyBlock Addons",
    categories: (price) => [
      {
        name: "Auction House",
        rows: [
          { feature: "Automatic sniping of underpriced BIN auctions", ours: YES, theirs: NO },
          { feature: "New-listing scan speed", ours: text("Under 100ms"), theirs: NOT_A_SNIPER },
          { feature: "Built around the auction house", ours: YES, theirs: partly("HUD and general quality of life, auction house tools among them") },
        ],
      },
      ...sharedCategories("Open source (MIT)", "HUD and quality of life across SkyBlock", price),
    ],
    note: FAIRNESS,
    crossLinks: [
      { href: "/compare/neu", label: `Compare ${site.name} with NotEnoughUpdates` },
      { href: "/compare/skytils", label: `Compare ${site.name} with Skytils` },
    ],
  },
};
