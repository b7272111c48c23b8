import { BACK_HOME } from "@/lib/content/navigation";
import type { CallToAction } from "@/lib/content/types";
import { site } from "@/lib/site";

type FaqCategoryId = "safety" | "features" | "pricing" | "installation";

export type FaqCategory = { id: FaqCategoryId; label: string };

/** `answer` is plain text: the accordion and the FAQPage structured data read the same string. */
export type FaqEntry = { id: string; category: FaqCategoryId; question: string; answer: string };

export const FAQ_META = {
  title: `FAQ - ${site.name} Frequently Asked Questions`,
  description: (price: string) =>
    `Answers about ${site.name}: safety, features, the ${price} permanent license, installation on Minecraft 1.8.9 Forge, multiple accounts and our final-sale policy.`,
  keywords: ["auction sniper faq", "hypixel skyblock mod faq", "is the auction sniper safe", "skyblock mod install", "minecraft 1.8.9 forge mod"],
  path: "/faq",
};

export const FAQ_PAGE = {
  heading: "Frequently Asked Questions",
  intro: `Everything you need to know about ${site.name} before and after you buy. Pick a topic or open any question below.`,
  categoriesLabel: "Jump to a topic",
};

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  { id: "safety", label: "Safety" },
  { id: "features", label: "Features" },
  { id: "pricing", label: "Pricing" },
  { id: "installation", label: "Installation" },
];

const command = `/${site.command}`;

/** "5 or more licenses: 20 % off each; 10 or more: 30 % off each". */
const tiersText = (tiers: readonly { minQuantity: number; percentOff: number }[]) =>
  tiers.map((tier, i) => `${tier.minQuantity} or more${i === 0 ? " licenses" : ""}: ${tier.percentOff} % off each`).join("; ");

/**
 * The FAQ, naming the price shown now and the seller's bulk discount tiers (lib/pricing/list-bulk-tiers.ts): with
 * none set, the bulk answer is the spec's.
 */
export const FAQ_ENTRIES = (price: string, tiers: readonly { minQuantity: number; percentOff: number }[] = []): readonly FaqEntry[] => [
  {
    id: "is-it-safe",
    category: "safety",
    question: `Is ${site.name} safe to use?`,
    answer: `${site.name} is an ordinary Forge mod: it does not inject into memory and does not modify game files. Every release is scanned by a malware-scanning service before it ships, and the download page shows the jar's SHA-256 hash so you can check the file yourself.`,
  },
  {
    id: "how-does-it-compare",
    category: "features",
    question: `How does ${site.name} compare to other mods?`,
    answer: `NEU, Skytils and SkyBlock Addons are general-purpose SkyBlock mods. ${site.name} focuses on one job: finding and buying underpriced auction house listings for you. Our Compare Mods pages show the differences feature by feature.`,
  },
  {
    id: "how-does-the-whitelist-work",
    category: "features",
    question: "How does the automatic whitelist work?",
    answer:
      "When your payment completes, the Minecraft account you entered at checkout is added to the whitelist automatically. There is no key to paste: the mod checks your account's license when it starts.",
  },
  {
    id: "how-much-does-it-cost",
    category: "pricing",
    question: `How much does ${site.name} cost?`,
    answer: `${price}, once. The license is permanent, with no subscriptions and no recurring fees. You can pay with PayPal, Venmo or a card.`,
  },
  {
    id: "how-do-i-install-it",
    category: "installation",
    question: `How do I install ${site.name}?`,
    answer:
      "Install Forge for Minecraft 1.8.9, download the mod after your purchase, put the jar in your .minecraft/mods folder and start the Forge 1.8.9 profile. Our installation guide walks you through all six steps; setup takes under 10 minutes.",
  },
  {
    id: "will-i-get-banned",
    category: "safety",
    question: "Can I get banned for using it?",
    answer: `${site.name} is built to act like a player: randomized reaction times and delays, occasional missed clicks, and no memory injection or game file modification. Even so, no third-party mod can promise zero risk, and servers set their own rules on mods. Read the rules of the server you play on before you use it.`,
  },
  {
    id: "what-features-are-included",
    category: "features",
    question: "What features are included?",
    answer: `Automatic auction house sniping, an in-game overlay (toggled with K by default), settings you change in game with ${command}, humanized inputs with randomized timing, and the automatic whitelist. Your license covers every update we release.`,
  },
  {
    id: "multiple-accounts",
    category: "pricing",
    question: "Can I use it on multiple accounts?",
    answer:
      tiers.length === 0
        ? `Each license covers one Minecraft account: one license per username. For 5 or more accounts, contact support at ${site.supportEmail} to ask about a bulk discount.`
        : `Each license covers one Minecraft account: one license per username. Buying for a group gets a bulk discount (${tiersText(tiers)}): choose how many licenses at checkout and pay once for all of them, each for an account of its own or as a gift code.`,
  },
  {
    id: "refund-policy",
    category: "pricing",
    question: "What is your refund policy?",
    answer: `${site.name} is a digital download delivered instantly, so all sales are final and we do not offer refunds. If the mod does not work for you, contact support at ${site.supportEmail} and we will help you get it running.`,
  },
  {
    id: "updates",
    category: "features",
    question: "Do I get updates?",
    answer:
      "Yes. Your license includes every future release at no extra cost. The mod does not update itself: when a new version comes out, download it with your download link (we can e-mail it to you again at any time) and replace the old jar in your mods folder.",
  },
  {
    id: "difference-from-bots",
    category: "safety",
    question: "How is this different from a bot?",
    answer: `A bot is a separate program that plays for you, often on its own account. ${site.name} is a mod inside your own Minecraft client: it uses the auction house screens the same way you do, and you stay in control, pausing it or changing its settings in game at any time.`,
  },
  {
    id: "other-mods-needed",
    category: "installation",
    question: "Do I need any other mods?",
    answer: `No. You only need Forge for Minecraft 1.8.9; ${site.name} has no other dependencies.`,
  },
];

export const FAQ_CTA = (price: string): CallToAction => ({
  heading: "Still have questions?",
  body: `E-mail ${site.supportEmail} and we will get back to you, or get your permanent license now for a one-time ${price}.`,
  cta: `Get Started - ${price}`,
  links: {
    label: "More help",
    items: [
      { href: "/", label: BACK_HOME },
      { href: "/tutorial", label: "Installation Guide" },
    ],
  },
});
