import type { APIUser, UserFlags } from "discord-api-types/v10";

import { DISCORD_DEMO_USERS } from "./demo";
import { snowflake } from "./snowflake";

/** No flag set (TypeScript has no member of the flags enum for the empty set). */
export const NO_USER_FLAGS = 0 as UserFlags;

/** Discord's rules for a (new-style, discriminator "0") username. */
const USERNAME = /^(?!.*\.\.)[a-z0-9_.]{2,32}$/;
const MAX_GLOBAL_NAME = 32;

/** A user as `GET /users/@me` shows it with the `identify` scope; others see `publicUser` of it. */
export type DiscordAccount = APIUser & Required<Pick<APIUser, "mfa_enabled" | "locale" | "premium_type">>;

/** What Discord shows of a user to others, e.g. in a member object: no locale, MFA or Nitro. */
export function publicUser({ mfa_enabled: _mfa, locale: _locale, premium_type: _premium, ...user }: DiscordAccount): APIUser {
  return user;
}

/** The Discord accounts that exist: the demo ones, and those a test or the consent page adds. */
export class UserDirectory {
  private users = new Map<string, DiscordAccount>();

  constructor() {
    this.reset();
  }

  /** A new account; throws for a username Discord would refuse or one that is taken. */
  add(username: string, globalName: string | null = null, id: string = snowflake()): DiscordAccount {
    if (!USERNAME.test(username)) {
      throw new Error(`Invalid Discord username ${JSON.stringify(username)}: 2 to 32 of a-z, 0-9, _ and . (no "..")`);
    }
    if (this.byUsername(username)) throw new Error(`The Discord username ${username} is taken`);
    if (globalName !== null && (globalName.trim() === "" || globalName.length > MAX_GLOBAL_NAME)) {
      throw new Error(`A display name has 1 to ${MAX_GLOBAL_NAME} characters`);
    }
    const account: DiscordAccount = {
      id,
      username,
      discriminator: "0",
      global_name: globalName,
      avatar: null,
      banner: null,
      accent_color: null,
      public_flags: NO_USER_FLAGS,
      flags: NO_USER_FLAGS,
      avatar_decoration_data: null,
      collectibles: null,
      primary_guild: null,
      mfa_enabled: false,
      locale: "en-US",
      premium_type: 0,
    };
    this.users.set(id, account);
    return structuredClone(account);
  }

  /** An account for someone who typed `name` on the consent page: their name as display name, a free username made from it. */
  addNamed(name: string): DiscordAccount {
    const displayName = name.trim().slice(0, MAX_GLOBAL_NAME);
    const base =
      displayName
        .toLowerCase()
        .replace(/[^a-z0-9_.]+/g, "_")
        .replace(/\.{2,}/g, ".")
        .replace(/^_+|_+$/g, "")
        .slice(0, 28) || "user";
    let username = base.length >= 2 ? base : `${base}_`;
    for (let n = 2; this.byUsername(username); n += 1) username = `${base}${n}`;
    return this.add(username, displayName === "" ? null : displayName);
  }

  get(id: string): DiscordAccount | undefined {
    const account = this.users.get(id);
    return account && structuredClone(account);
  }

  all(): DiscordAccount[] {
    return [...this.users.values()].map((account) => structuredClone(account));
  }

  reset(): void {
    this.users.clear();
    for (const user of DISCORD_DEMO_USERS) this.add(user.username, user.globalName, user.id);
  }

  private byUsername(username: string): DiscordAccount | undefined {
    return [...this.users.values()].find((account) => account.username === username);
  }
}
