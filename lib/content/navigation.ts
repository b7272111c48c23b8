export const NAV_LINKS = [
  { href: "/features", label: "Features" },
  { href: "/tutorial", label: "Tutorial" },
  { href: "/compare/neu", label: "Compare" },
  { href: "/faq", label: "FAQ" },
] as const;

/** The public release log's link: the footer and the download page. */
export const RELEASE_LOG = "Release Log";

export const FOOTER_LINKS = [
  { href: "/terms", label: "Terms of Service" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/faq", label: "FAQ" },
  { href: "/tutorial", label: "Installation Guide" },
  { href: "/docs/license-api", label: "License API for Mod Authors" },
  { href: "/releases", label: RELEASE_LOG },
] as const;

export const COMMUNITY_LABEL = "Join our Discord";

export const FOOTER_NOTE = "Not affiliated with Mojang Studios, Microsoft or Hypixel. Minecraft is a trademark of Mojang Studios.";

export const SKIP_LINK = "Skip to content";

/** The link back to the landing page, spelled one way on every page. */
export const BACK_HOME = "Back to Home";
