import type { CallToAction } from "@/lib/content/types";
import { COMMISSION } from "@/lib/money";
import { site } from "@/lib/site";

export const LANDING_META = {
  title: `${site.name} - Hypixel SkyBlock Auction House Sniper Mod`,
  description: (price: string) =>
    `The most affordable and secure auction house sniping mod for Minecraft 1.8.9 Forge: ${price} one-time permanent license, automatic whitelist.`,
  keywords: ["skyblock auction sniper", "hypixel skyblock mod", "auction house flipper", "minecraft 1.8.9 forge mod", "bin sniper"],
  path: "/",
};

export const HERO = {
  tagline: "The most affordable and secure auction house sniping mod for Hypixel SkyBlock.",
  requirements: "Requires Minecraft Java 1.8.9 with Forge 1.8.9.",
  /** The price shown: lib/pricing/current-price.ts (the regular one, or a running sale's). */
  cta: (price: string) => `Get Started - ${price}`,
  /** Under the button while the seller offers other currencies: the page is the same for every visitor, in USD. */
  currencies: (currencies: string[]) => `Prices in US dollars. At checkout you can also pay in ${currencies.join(", ")}.`,
  shareLine: (price: string) => `${price} one-time · Permanent license`,
};

export const SECTION_HEADINGS = {
  features: "Why Choose Us",
  explore: "Learn More",
};

export const FEATURE_CARDS = (price: string) =>
  [
    {
      icon: "shield-check",
      title: "Automatic Whitelist System",
      body: "Pay once and your Minecraft account is activated on the whitelist automatically. No keys to paste, no waiting for a human.",
    },
    {
      icon: "scan",
      title: "Malware-Scan Verified",
      body: "Every release is scanned by a malware-scanning service before it ships, and the download page shows the file's hash.",
    },
    { icon: "badge-dollar", title: `${price} Permanent License`, body: `One payment of ${price}, yours for life. No subscriptions and no recurring fees.` },
    { icon: "users", title: "Affiliate Program", body: `Share your referral link and earn ${COMMISSION} for every successful referral sale.` },
  ] as const;

export const STAT_TILES = (price: string) =>
  [
    { value: "100%", label: "Secure & Clean" },
    { value: price, label: "One-Time Payment" },
    { value: "24/7", label: "Always Active" },
  ] as const;

export const PROOF = {
  heading: "See It in Action",
  videoLabel: "Live Auction House Demonstration",
  videoCaption: "15+ auctions won in a single session. Gameplay video coming soon.",
  humanizedHeading: "Humanized Inputs",
  humanized: [
    "Random reaction times between 150-350ms",
    "Randomized delays between actions",
    "Occasional missed clicks, like a real player",
    "No memory injection or game file modification",
  ],
  antiDetectionHeading: "Anti-Detection",
  antiDetection: [
    "Runs as an ordinary Forge mod, nothing else",
    "Client-side only: nothing is sent to the game server that a player could not send",
    "Scan speed under 100ms",
    "Opens the auction house the same way you do",
  ],
  benefits: [
    { title: "Earn While You Play", body: "Users report earnings of 10M+ coins daily." },
    { title: "Setup in Minutes", body: "From purchase to sniping in under 5 minutes." },
    { title: "Lifetime Access", body: "One license, every update we ship." },
    { title: "Real Support", body: "Questions answered by e-mail and on Discord." },
  ],
  userStatLabel: "active users on the whitelist",
  testimonial: {
    quote: "Set it up in a few minutes and it paid for itself on the first evening.",
    author: "A SkyBlock player",
    note: "Unverified testimonial",
  },
};

export const LINK_CARDS = [
  { href: "/tutorial", title: "Installation Guide", body: "Six steps from purchase to your first snipe." },
  { href: "/features", title: "Features", body: "Everything the mod does, and how it stays humanized." },
  { href: "/compare/neu", title: "Compare Mods", body: `How ${site.name} compares with NEU, Skytils and SkyBlock Addons.` },
  { href: "/faq", title: "FAQ", body: "Safety, pricing, installation and more." },
] as const;

export const CLOSING_CTA = (price: string): CallToAction => ({
  heading: "Ready to Start Sniping?",
  body: `Join the players already using ${site.name} for a one-time ${price}.`,
  cta: `Get Started - ${price}`,
  note: "Instant download, Lifetime updates, 24/7 support",
});
