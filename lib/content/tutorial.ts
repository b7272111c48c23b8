import { BACK_HOME } from "@/lib/content/navigation";
import type { CallToAction } from "@/lib/content/types";
import { site } from "@/lib/site";

/** `body` is plain text: the page and the HowTo structured data read the same string. */
type TutorialStep = { title: string; body: string; command?: string };

type TroubleshootingItem = { issue: string; fix: string };

export const TUTORIAL_META = {
  title: `How to Install ${site.name} - Installation Guide`,
  description: `Install ${site.name} on Minecraft 1.8.9 Forge in under 10 minutes: purchase, install Forge, download the mod, add it to your mods folder, configure it and start sniping.`,
  keywords: [
    "install auction sniper mod",
    "minecraft 1.8.9 forge install",
    "hypixel skyblock mod tutorial",
    "forge mods folder",
    "skyblock auction sniper setup",
  ],
  path: "/tutorial",
};

export const TUTORIAL_PAGE = {
  heading: "Installation Guide",
  intro: `Get ${site.name} running in under 10 minutes. Follow these six steps, from purchase to your first snipe.`,
  copyLabel: (command: string) => `Copy ${command}`,
  troubleshootingHeading: "Troubleshooting",
  troubleshootingIntro: `Something not working? Try these fixes first, then e-mail ${site.supportEmail} if you are still stuck.`,
};

export const TUTORIAL_STEPS = (price: string): readonly TutorialStep[] => [
  {
    title: "Purchase a license",
    body: `Buy the ${price} permanent license on the payment page. Enter the Minecraft username you play on and your e-mail address; your account is whitelisted automatically once the payment completes.`,
  },
  {
    title: "Install Forge 1.8.9",
    body: "Download the Forge installer for Minecraft 1.8.9 from the official Forge website, run it and choose Install client. Start the new Forge 1.8.9 profile once from the Minecraft Launcher so it creates your mods folder, then close the game.",
  },
  {
    title: `Download ${site.name}`,
    body: "After your payment you land on the download page: download the mod's jar file there. We also e-mail you your download link, and you can ask for it to be sent again at any time.",
  },
  {
    title: "Install the mod",
    body: "Move the jar into the mods folder inside your .minecraft folder (.minecraft/mods). On Windows, type %appdata%\\.minecraft into the File Explorer address bar to find it. Then open the Minecraft Launcher and start the Forge 1.8.9 profile.",
  },
  {
    title: `Configure with /${site.command}`,
    body: `Once you are in game, type /${site.command} in chat to open the settings and adjust them to your budget and play style.`,
    command: `/${site.command}`,
  },
  {
    title: "Start sniping with /ah",
    body: `Open the auction house with /ah and ${site.name} starts watching new listings. Press K to show or hide the overlay.`,
    command: "/ah",
  },
];

export const TROUBLESHOOTING: readonly TroubleshootingItem[] = [
  {
    issue: "Mod not loading",
    fix: "Check that you started the Forge 1.8.9 profile, not vanilla or another version, and that the jar sits directly in .minecraft/mods, not in a subfolder or still inside a zip. Remove any duplicate copies of the mod.",
  },
  {
    issue: "License not recognized",
    fix: `Make sure you are signed in with the exact Minecraft account you entered at checkout: the license belongs to that account. Restart the game after buying. If it is still not recognized, e-mail ${site.supportEmail} with your username and PayPal receipt.`,
  },
  {
    issue: "Overlay not showing",
    fix: "The overlay is toggled with K by default. Press K once in game, and check under Options > Controls that no other mod uses the same key.",
  },
  {
    issue: "Performance",
    fix: "Give the Forge 1.8.9 profile more memory in the launcher's installation settings, lower your render distance, and remove mods you do not use.",
  },
];

export const TUTORIAL_MEDIA = {
  heading: "Video and PDF Guides",
  videoLabel: "Video walkthrough",
  videoCaption: "A step-by-step installation video is coming soon.",
  pdfLabel: "PDF installation guide",
  pdfCaption: "A printable PDF version of this guide is coming soon.",
};

export const TUTORIAL_CTA = (price: string): CallToAction => ({
  heading: "Ready to install?",
  body: `Get your ${price} permanent license and be sniping in under 10 minutes.`,
  cta: `Get Started - ${price}`,
  links: {
    label: "More help",
    items: [
      { href: "/", label: BACK_HOME },
      { href: "/faq", label: "Read the FAQ" },
    ],
  },
});

export const HOW_TO = {
  name: `How to install ${site.name} on Minecraft 1.8.9 Forge`,
  description: TUTORIAL_META.description,
  totalTime: "PT10M",
};
