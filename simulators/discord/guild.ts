import { GuildMemberFlags, type APIGuildMember } from "discord-api-types/v10";

import { compareSnowflakes } from "./snowflake";
import { publicUser, type UserDirectory } from "./users";

interface Membership {
  userId: string;
  roles: string[];
  nick: string | null;
  mute: boolean;
  deaf: boolean;
  joinedAt: string;
  flags: GuildMemberFlags;
}

export interface JoinOptions {
  nick?: string | null;
  roles?: readonly string[];
  mute?: boolean;
  deaf?: boolean;
}

/** Discord's timestamps: ISO 8601 with microseconds and an explicit +00:00. */
function discordTime(at: number): string {
  return new Date(at).toISOString().replace(/Z$/, "000+00:00");
}

/** The one guild the bot manages: its members and their roles (roles other than the buyer role are not modelled). */
export class Guild {
  private members = new Map<string, Membership>();
  /** Users who were members once: Discord flags a member who comes back (DID_REJOIN). */
  private formerMembers = new Set<string>();

  constructor(
    readonly id: string,
    private readonly roleIds: ReadonlySet<string>,
    private readonly users: UserDirectory,
    private readonly now: () => number,
  ) {}

  hasRole(roleId: string): boolean {
    return this.roleIds.has(roleId);
  }

  isMember(userId: string): boolean {
    return this.members.has(userId);
  }

  /** Adds a known user; the caller has checked the roles exist and that the user is not a member. */
  join(userId: string, options: JoinOptions = {}): APIGuildMember {
    if (!this.users.get(userId)) throw new Error(`Unknown Discord user ${userId}`);
    this.members.set(userId, {
      userId,
      roles: [...new Set(options.roles ?? [])],
      nick: options.nick ?? null,
      mute: options.mute ?? false,
      deaf: options.deaf ?? false,
      joinedAt: discordTime(this.now()),
      flags: this.formerMembers.has(userId) ? GuildMemberFlags.DidRejoin : (0 as GuildMemberFlags),
    });
    return this.memberOrThrow(userId);
  }

  /** The user leaves (or is kicked); false when they were not a member. */
  leave(userId: string): boolean {
    if (!this.members.delete(userId)) return false;
    this.formerMembers.add(userId);
    return true;
  }

  /** Gives or takes a role; false when the user is not a member. */
  setRole(userId: string, roleId: string, add: boolean): boolean {
    const membership = this.members.get(userId);
    if (!membership) return false;
    const roles = membership.roles.filter((id) => id !== roleId);
    membership.roles = add ? [...roles, roleId] : roles;
    return true;
  }

  member(userId: string): APIGuildMember | undefined {
    const membership = this.members.get(userId);
    const user = membership && this.users.get(userId);
    if (!membership || !user) return undefined;
    return {
      user: publicUser(user),
      nick: membership.nick,
      avatar: null,
      banner: null,
      roles: [...membership.roles],
      joined_at: membership.joinedAt,
      premium_since: null,
      deaf: membership.deaf,
      mute: membership.mute,
      flags: membership.flags,
      pending: false,
      communication_disabled_until: null,
    };
  }

  memberOrThrow(userId: string): APIGuildMember {
    const member = this.member(userId);
    if (!member) throw new Error(`Unknown Member ${userId}`);
    return member;
  }

  /** Members whose user id is above `after`, lowest id first, at most `limit` (Discord's List Guild Members). */
  list(after = "0", limit = Number.POSITIVE_INFINITY): APIGuildMember[] {
    return [...this.members.keys()]
      .filter((userId) => compareSnowflakes(userId, after) > 0)
      .sort(compareSnowflakes)
      .slice(0, limit)
      .map((userId) => this.memberOrThrow(userId));
  }

  reset(): void {
    this.members.clear();
    this.formerMembers.clear();
  }
}
