import { parseEnv } from "@/lib/env-parse";
import { z } from "@/lib/validation/zod";

/**
 * The shop's identity, in one place. Every value can be overridden from the
 * environment at build time (pages are prerendered with these values).
 */
const siteSchema = z.object({
  SITE_NAME: z.string().min(1).max(40).default("AH Sniper"),
  SITE_COMMAND: z
    .string()
    .regex(/^[a-z0-9_-]{2,20}$/, "must be 2-20 lower-case letters, digits, - or _")
    .default("ahsniper"),
  SUPPORT_EMAIL: z.email().default("support@ahsniper.example"),
  COMMUNITY_INVITE_URL: z.url({ protocol: /^https?$/ }).default("https://discord.gg/ahsniper"),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
});

// Named one by one so Next inlines them (next.config.ts `env`) into client code too: the values are public.
const parsed = parseEnv(siteSchema, {
  SITE_NAME: process.env.SITE_NAME,
  SITE_COMMAND: process.env.SITE_COMMAND,
  SUPPORT_EMAIL: process.env.SUPPORT_EMAIL,
  COMMUNITY_INVITE_URL: process.env.COMMUNITY_INVITE_URL,
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL,
});

export const site = {
  name: parsed.SITE_NAME,
  /** The in-game command and the download's file slug: `/{command}`. */
  command: parsed.SITE_COMMAND,
  supportEmail: parsed.SUPPORT_EMAIL,
  communityUrl: parsed.COMMUNITY_INVITE_URL,
  url: parsed.PUBLIC_SITE_URL.replace(/\/+$/, ""),
} as const;

export { siteSchema };

/** An absolute URL on the public site, for canonical links, sitemaps and JSON-LD. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "" : path}` || site.url;
}
