import { afterAll, beforeAll } from "vitest";

import { sql } from "@/lib/database/db";
import { env } from "@/lib/env";

import { discordDemoEnv } from "@/simulators/discord/demo";

type DiscordSettings = Pick<
  typeof env,
  "DISCORD_CLIENT_ID" | "DISCORD_CLIENT_SECRET" | "DISCORD_BOT_TOKEN" | "DISCORD_GUILD_ID" | "DISCORD_BUYER_ROLE_ID" | "DISCORD_API_BASE" | "DISCORD_OAUTH_BASE"
>;

/** The shop configured with the simulated Discord's demo application (simulators/discord/demo.ts) for this file's tests. */
export function configureDiscord() {
  const settings = env as DiscordSettings;
  const before = { ...settings };
  beforeAll(() => {
    const url = process.env.SIMULATORS_URL;
    if (!url) throw new Error("SIMULATORS_URL is set by the integration setup");
    Object.assign(settings, discordDemoEnv(), { DISCORD_API_BASE: `${url}/discord/api`, DISCORD_OAUTH_BASE: `${url}/discord` });
  });
  afterAll(() => {
    Object.assign(settings, before);
  });
}

/** The Discord accounts the buyer-role queue holds a pass for (queued or running), by singleton key. */
export async function queuedRoleSyncs(): Promise<string[]> {
  const { rows } = await sql.query<{ key: string }>(
    "SELECT singleton_key AS key FROM pgboss.job WHERE name = 'discord-role' AND state < 'completed' ORDER BY singleton_key",
  );
  return rows.map((row) => row.key);
}
