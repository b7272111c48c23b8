import type { CompareCategory } from "@/lib/content/compare";
import type { CallToAction } from "@/lib/content/types";
import type { PageMeta } from "@/lib/seo";
import { site } from "@/lib/site";

export const FEATURES_META: PageMeta = {
  title: "Features - Auction House Sniper for Hypixel SkyBlock",
  description: (price: string) =>
    `What ${site.name} does: auction scans under 100ms, humanized 150-350ms inputs, a ${price} lifetime license and setup in under 5 minutes on Forge 1.8.9.`,
  keywords: ["auction sniper features", "skyblock bin sniper", "humanized auction mod", "hypixel skyblock auction house", "minecraft 1.8.9 forge mod"],
  path: "/features",
};

export const FEATURES_HERO = {
  heading: `${site.name} Features`,
  body: "One focused mod for one job: finding and buying underpriced Buy It Now auctions in Hypixel SkyBlock, with inputs that behave like a real player's.",
};

export const FEATURES_SECTION = {
  heading: "What You Get",
  subtitle: "Six reasons players pick a focused auction sniper.",
};

export const FEATURE_CARDS = (price: string) =>
  [
    {
      icon: "zap",
      title: "Fast Auction Scanning",
      body: "New Buy It Now listings are checked the moment they appear, so underpriced items are spotted before most players scroll past them.",
      stat: "<100ms",
      statLabel: "scan speed",
    },
    {
      icon: "timer",
      title: "Humanized Inputs",
      body: "Random reaction times, randomized delays between actions and the occasional missed click. No memory injection and no game file modification.",
      stat: "150-350ms",
      statLabel: "random reaction times",
    },
    {
      icon: "gauge",
      title: "Always Active",
      body: "Keeps watching the auction house for as long as your game is running, day or night.",
      stat: "24/7",
      statLabel: "availability",
    },
    {
      icon: "badge-dollar",
      title: "Lifetime License",
      body: "Pay once and the license is yours for life. No subscriptions and no recurring fees. All sales are final.",
      stat: price,
      statLabel: "one-time payment",
    },
    {
      icon: "shield-check",
      title: "Built for 1.8.9 Forge",
      body: "Runs as an ordinary Forge mod on Minecraft Java 1.8.9, the version SkyBlock players already use. Every release is scanned for malware.",
      stat: "1.8.9",
      statLabel: "Minecraft and Forge",
    },
    {
      icon: "sparkles",
      title: "Quick Setup",
      body: `Your username is whitelisted automatically after payment. Drop the jar into your mods folder, type /${site.command} and open /ah.`,
      stat: "<5 min",
      statLabel: "from purchase to sniping",
    },
  ] as const;

export const FEATURE_STATS = (price: string) =>
  [
    { value: "<100ms", label: "Auction scan speed" },
    { value: price, label: "One-time, lifetime license" },
    { value: "24/7", label: "Always active" },
  ] as const;

const otherModsCategories = (price: string): CompareCategory[] => [
  {
    name: "Auction Sniping",
    rows: [
      { feature: "Automatic sniping of underpriced BIN auctions", ours: { kind: "yes" }, theirs: { kind: "no" } },
      { feature: "New-listing scan speed", ours: { kind: "text", text: "Under 100ms" }, theirs: { kind: "text", text: "Not applicable: no sniper" } },
      { feature: "Humanized inputs (random 150-350ms reactions)", ours: { kind: "yes" }, theirs: { kind: "text", text: "Not needed: no automated inputs" } },
    ],
  },
  {
    name: "Price & Trust",
    rows: [
      { feature: "Price", ours: { kind: "text", text: `${price} one-time` }, theirs: { kind: "text", text: "Free" } },
      { feature: "Source code public", ours: { kind: "no" }, theirs: { kind: "yes" } },
      { feature: "General SkyBlock features (dungeons, HUD, item list)", ours: { kind: "no" }, theirs: { kind: "yes" } },
    ],
  },
];

export const FEATURES_COMPARISON = (price: string) => ({
  heading: "How We Compare",
  subtitle: `${site.name} next to the popular free SkyBlock mods.`,
  oursLabel: site.name,
  theirsLabel: "Other Mods",
  categories: otherModsCategories(price),
  note: '"Other Mods" means the free, open-source SkyBlock mods we compare in detail: NotEnoughUpdates, Skytils and SkyBlock Addons.',
  links: [
    { href: "/compare/neu", label: `${site.name} vs NotEnoughUpdates` },
    { href: "/compare/skytils", label: `${site.name} vs Skytils` },
    { href: "/compare/skyblock-addons", label: `${site.name} vs SkyBlock Addons` },
  ],
  linksLabel: "Detailed comparisons",
});

export const TESTIMONIALS = {
  heading: "Sample Testimonials",
  disclaimer: "These are sample testimonials that show how players describe the mod. They are illustrative and not verified customer reviews.",
  label: "Sample testimonial",
  items: [
    { quote: "Setup took a few minutes: Forge, the jar, one command, done.", author: "A SkyBlock flipper" },
    { quote: "I like that the clicks don't look robotic. It feels like I'm playing, just faster.", author: "A SkyBlock player" },
    { quote: "Five dollars once instead of another monthly subscription was an easy call.", author: "A returning player" },
  ],
} as const;

export const FEATURES_CTA = (price: string): CallToAction => ({
  heading: "Ready to Start Sniping?",
  body: `A ${price} one-time payment for a lifetime, personal license. All sales are final.`,
  cta: `Get Started - ${price}`,
  secondary: { href: "/tutorial", label: "Read the Installation Guide" },
  links: {
    label: "More pages",
    items: [
      { href: "/", label: "Back to the home page" },
      { href: "/faq", label: "Read the FAQ" },
    ],
  },
});
