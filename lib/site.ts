/**
 * The shop's identity, in one place. Every value can be overridden from the
 * environment at build time (pages are prerendered with these values); blank
 * counts as unset. lib/site-schema.ts checks the values where pages render
 * (the build, the server); this module stays free of zod, as every client
 * component that names the shop bundles it.
 */
export const SITE_DEFAULTS = {
  SITE_NAME: "AH Sniper",
  SITE_COMMAND: "ahsniper",
  SUPPORT_EMAIL: "support@ahsniper.example",
  COMMUNITY_INVITE_URL: "https://discord.gg/ahsniper",
  PUBLIC_SITE_URL: "http://localhost:3000",
} as const;

const value = (configured: string | undefined, fallback: string) => (configured?.trim() ? configured : fallback);

// Named one by one so Next inlines them (next.config.ts `env`) into client code too: the values are public.
export const site = {
  name: value(process.env.SITE_NAME, SITE_DEFAULTS.SITE_NAME),
  /** The in-game command and the download's file slug: `/{command}`. */
  command: value(process.env.SITE_COMMAND, SITE_DEFAULTS.SITE_COMMAND),
  supportEmail: value(process.env.SUPPORT_EMAIL, SITE_DEFAULTS.SUPPORT_EMAIL),
  communityUrl: value(process.env.COMMUNITY_INVITE_URL, SITE_DEFAULTS.COMMUNITY_INVITE_URL),
  url: value(process.env.PUBLIC_SITE_URL, SITE_DEFAULTS.PUBLIC_SITE_URL).replace(/\/+$/, ""),
} as const;

/** An absolute URL on the public site, for canonical links, sitemaps and JSON-LD. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "" : path}` || site.url;
}
