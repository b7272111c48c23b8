import { parseEnv } from "@/lib/env-parse";
import { SITE_DEFAULTS } from "@/lib/site";
import { z } from "@/lib/validation/zod";

/** The rules for lib/site.ts's settings, with its defaults. */
export const siteSchema = z.object({
  SITE_NAME: z.string().min(1).max(40).default(SITE_DEFAULTS.SITE_NAME),
  SITE_COMMAND: z
    .string()
    .regex(/^[a-z0-9_-]{2,20}$/, "must be 2-20 lower-case letters, digits, - or _")
    .default(SITE_DEFAULTS.SITE_COMMAND),
  SUPPORT_EMAIL: z.email().default(SITE_DEFAULTS.SUPPORT_EMAIL),
  COMMUNITY_INVITE_URL: z.url({ protocol: /^https?$/ }).default(SITE_DEFAULTS.COMMUNITY_INVITE_URL),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default(SITE_DEFAULTS.PUBLIC_SITE_URL),
});

/**
 * Throws an EnvError naming every malformed site setting. The root layout calls it, so a bad value stops the
 * build (which prerenders with it) and the server, as when lib/site.ts parsed them itself; never in the browser.
 */
export function checkSiteSettings(): void {
  parseEnv(siteSchema, {
    SITE_NAME: process.env.SITE_NAME,
    SITE_COMMAND: process.env.SITE_COMMAND,
    SUPPORT_EMAIL: process.env.SUPPORT_EMAIL,
    COMMUNITY_INVITE_URL: process.env.COMMUNITY_INVITE_URL,
    PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL,
  });
}

/**
 * Sets PUBLIC_SITE_URL, when it is unset or blank, to this machine on the port served: without it, links in
 * e-mails, referral links and canonical URLs would name port 3000 whatever PORT is. Only demo mode gets
 * here: with real payments the setting is required (lib/env-schema.ts). `npm start` and `npm run dev` call it
 * before the build, which bakes the value into the pages. Returns the value in force.
 */
export function defaultSiteUrlToPort(env: Record<string, string | undefined>, port: number): string {
  if (!env.PUBLIC_SITE_URL?.trim()) env.PUBLIC_SITE_URL = `http://localhost:${port}`;
  return env.PUBLIC_SITE_URL;
}
