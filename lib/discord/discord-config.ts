import "server-only";

import { env } from "@/lib/env";

/** The Discord application, bot, guild and role the buyer role needs; the settings are all set, or none. */
export type DiscordConfig = {
  clientId: string;
  clientSecret: string;
  botToken: string;
  guildId: string;
  roleId: string;
  apiBase: string;
  oauthBase: string;
};

/** The Discord settings, or null when the shop has none: then the buyer role is hidden and no job touches Discord. */
export function discordConfig(): DiscordConfig | null {
  const { DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET, DISCORD_BOT_TOKEN, DISCORD_GUILD_ID, DISCORD_BUYER_ROLE_ID } = env;
  if (!DISCORD_CLIENT_ID || !DISCORD_CLIENT_SECRET || !DISCORD_BOT_TOKEN || !DISCORD_GUILD_ID || !DISCORD_BUYER_ROLE_ID) return null;
  return {
    clientId: DISCORD_CLIENT_ID,
    clientSecret: DISCORD_CLIENT_SECRET,
    botToken: DISCORD_BOT_TOKEN,
    guildId: DISCORD_GUILD_ID,
    roleId: DISCORD_BUYER_ROLE_ID,
    apiBase: env.DISCORD_API_BASE,
    oauthBase: env.DISCORD_OAUTH_BASE,
  };
}
