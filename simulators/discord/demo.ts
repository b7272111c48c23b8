import { OAuth2Scopes } from "discord-api-types/v10";

/** Where the Discord stand-in lives below the simulators' URL: `/discord/oauth2/authorize` and `/discord/api/v10/...`. */
export const DISCORD_MOUNT = "/discord";

/** The Discord application the shop signs buyers in with, its bot, and the server (guild) the bot gives a role in. */
export interface DiscordApplication {
  /** The application's id: its OAuth2 client id and its bot user's id. */
  clientId: string;
  clientSecret: string;
  /** What the bot sends as `Authorization: Bot <token>`. */
  botToken: string;
  guildId: string;
  /** The role buyers get in the guild. */
  buyerRoleId: string;
  /** Shown on the consent page ("<name> wants to access your account"). */
  applicationName: string;
}

/**
 * The application every simulator has unless it is given another: the values demo mode and the tests configure the
 * shop with (DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET, DISCORD_BOT_TOKEN, DISCORD_GUILD_ID, DISCORD_BUYER_ROLE_ID).
 * Ids are snowflakes of March 2025; the token has a real bot token's three dot-separated parts (the first is the
 * base64 of the bot's id). None of them is a secret: they open nothing but this simulator.
 */
export const DISCORD_DEMO = {
  clientId: "1345334752051331073",
  clientSecret: "SimulatorDemoClientSecret0000001",
  botToken: "MTM0NTMzNDc1MjA1MTMzMTA3Mw.Gsim00.SimulatorDemoBotTokenNotASecret0000",
  guildId: "1345336010342531074",
  buyerRoleId: "1345336262000771075",
  applicationName: "AH Sniper",
} as const satisfies DiscordApplication;

/** The shop's Discord settings for `app` (DISCORD_DEMO unless given), as the environment variables demo mode sets. */
export function discordDemoEnv(app: DiscordApplication = DISCORD_DEMO) {
  return {
    DISCORD_CLIENT_ID: app.clientId,
    DISCORD_CLIENT_SECRET: app.clientSecret,
    DISCORD_BOT_TOKEN: app.botToken,
    DISCORD_GUILD_ID: app.guildId,
    DISCORD_BUYER_ROLE_ID: app.buyerRoleId,
  };
}

/** The Discord accounts the consent page offers from the start; neither is in the guild until it joins. */
export const DISCORD_DEMO_USERS = [
  { id: "1345682040422531076", username: "steve", globalName: "Steve" },
  { id: "1345689590169731077", username: "alex", globalName: "Alex" },
] as const;

/** The scopes the simulator knows; Discord has many more, the shop asks only for these. */
export const KNOWN_SCOPES = [OAuth2Scopes.Identify, OAuth2Scopes.GuildsJoin] as const;

export type KnownScope = (typeof KNOWN_SCOPES)[number];

/** What the consent page lists for each scope, in Discord's words. */
export const SCOPE_DESCRIPTIONS: Record<KnownScope, string> = {
  [OAuth2Scopes.Identify]: "Access your username, avatar, and banner",
  [OAuth2Scopes.GuildsJoin]: "Join servers for you",
};
