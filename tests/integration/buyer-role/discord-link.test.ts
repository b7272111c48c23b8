import { randomBytes, randomUUID } from "node:crypto";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { completeDiscordLink } from "@/lib/buyer-role/complete-discord-link";
import { reconcileBuyerRoles } from "@/lib/buyer-role/reconcile-buyer-roles";
import { startDiscordLink } from "@/lib/buyer-role/start-discord-link";
import { syncBuyerRole } from "@/lib/buyer-role/sync-buyer-role";
import { unlinkDiscordAccount } from "@/lib/buyer-role/unlink-discord-account";
import { prisma } from "@/lib/database/db";
import { restoreLicense } from "@/lib/licenses/restore-license";
import { revokeLicense } from "@/lib/licenses/revoke-license";
import { absoluteUrl } from "@/lib/site";

import { DISCORD_DEMO } from "@/simulators/discord/demo";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { rejects } from "../../support/app-error";
import { configureDiscord, queuedRoleSyncs } from "../../support/discord";
import { clearQueue } from "../../support/jobs";
import { simulator } from "../../support/simulator-controls";

configureDiscord();

const REDIRECT = () => absoluteUrl("/discord/callback");
const ctx = { ipAddress: "198.51.100.77" };

async function license(active = true) {
  return prisma.license.create({ data: { uuid: randomUUID(), username: `Buyer_${randomBytes(3).toString("hex")}`, source: "ADMIN", active } });
}

/** A Discord account of its own for each test. */
const discordUser = async () => simulator.discord.addUser(`buyer_${randomBytes(4).toString("hex")}`, "A Buyer");

/** The button, then Authorize on Discord's page as `userId`: the callback's query. */
async function authorized(licenseId: string, userId: string) {
  const started = await startDiscordLink(licenseId);
  const consent = new URL(started.url);
  const state = consent.searchParams.get("state") ?? "";
  const code = await simulator.discord.authorize({
    userId,
    redirectUri: consent.searchParams.get("redirect_uri") ?? "",
    state,
    codeChallenge: consent.searchParams.get("code_challenge") ?? "",
    scope: consent.searchParams.get("scope") ?? "",
  });
  return { code, state, browserNonce: started.browserNonce };
}

/** The callback, from the browser that started the authorization (its cookie's nonce), or from another. */
const finish = (callback: { code: string; state: string } | { error: string; state: string }, browserNonce: string | undefined, now?: Date) =>
  completeDiscordLink(callback, { ...ctx, browserNonce }, now);
const link = (a: { code: string; state: string; browserNonce: string }, now?: Date) => finish({ code: a.code, state: a.state }, a.browserNonce, now);

const hasRole = async (userId: string) => (await simulator.discord.member(userId))?.roles.includes(DISCORD_DEMO.buyerRoleId) ?? false;

describe("linking a Discord account for the buyer role", () => {
  beforeEach(() => clearQueue("discord-role"));
  afterEach(async () => {
    await prisma.discordLinkAttempt.deleteMany();
    await prisma.discordLink.deleteMany();
    await prisma.license.deleteMany();
    await prisma.auditLog.deleteMany({ where: { action: { startsWith: "discord." } } });
  });

  it("asks Discord with the code flow, PKCE and a one-time state; links the account, joins the guild and queues the role", async () => {
    const owned = await license();
    const consent = new URL((await startDiscordLink(owned.id)).url);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      response_type: "code",
      client_id: DISCORD_DEMO.clientId,
      scope: "identify guilds.join",
      redirect_uri: REDIRECT(),
      code_challenge_method: "S256",
    });
    expect(consent.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);

    const user = await discordUser();
    expect(await link(await authorized(owned.id, user.id))).toEqual({ status: "linked", name: "A Buyer" });
    expect(await prisma.discordLink.findUniqueOrThrow({ where: { licenseId: owned.id } })).toMatchObject({ discordUserId: user.id, discordName: "A Buyer" });
    // In the guild now, the role not yet: it comes with its own call, from the queue.
    expect(await simulator.discord.member(user.id)).toMatchObject({ roles: [] });
    expect(await queuedRoleSyncs()).toEqual([user.id]);
    expect(await syncBuyerRole(user.id)).toBe("added");
    expect(await hasRole(user.id)).toBe(true);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "discord.link" } })).toMatchObject({
      actor: "buyer",
      uuid: owned.uuid,
      ipAddress: ctx.ipAddress,
      details: { discordUserId: user.id },
    });
    // No token is kept: the simulator refused the buyer's token after the link (it was revoked).
    const calls = await simulator.discord.requests();
    expect(calls.some((call) => call.path.endsWith("/oauth2/token/revoke") && call.status === 200)).toBe(true);
  });

  it("refuses a replayed, a foreign and an expired state, changing nothing; a cancelled consent uses its state up", async () => {
    const owned = await license();
    const user = await discordUser();
    const first = await authorized(owned.id, user.id);
    expect((await link(first)).status).toBe("linked");
    expect(await link(first)).toEqual({ status: "expired" });
    expect(await finish({ code: first.code, state: randomBytes(32).toString("base64url") }, first.browserNonce)).toEqual({ status: "expired" });

    const late = await authorized(owned.id, user.id);
    expect(await link(late, new Date(Date.now() + 11 * 60_000))).toEqual({ status: "expired" });

    const other = await license();
    const cancelled = await authorized(other.id, user.id);
    expect(await finish({ error: "access_denied", state: cancelled.state }, cancelled.browserNonce)).toEqual({ status: "denied" });
    expect(await link(cancelled)).toEqual({ status: "expired" });

    // A consent address passed on to someone else: their callback comes without this browser's cookie, or with another's.
    const forwarded = await authorized(other.id, user.id);
    expect(await finish({ code: forwarded.code, state: forwarded.state }, undefined)).toEqual({ status: "browser" });
    const forwardedAgain = await authorized(other.id, user.id);
    expect(await finish({ code: forwardedAgain.code, state: forwardedAgain.state }, randomBytes(32).toString("base64url"))).toEqual({ status: "browser" });
    expect(await prisma.discordLink.findMany({ select: { licenseId: true } })).toEqual([{ licenseId: owned.id }]);
    expect(await prisma.auditLog.count({ where: { action: "discord.link" } })).toBe(1);
  });

  it("links one account per license and one license per account: a relink moves the link, and the role with it", async () => {
    const [a, b] = [await license(), await license()];
    const [u1, u2] = [await discordUser(), await discordUser()];
    await link(await authorized(a.id, u1.id));
    await syncBuyerRole(u1.id);
    expect(await hasRole(u1.id)).toBe(true);

    // License A linked to another account: the first loses the role, the second gets it.
    await clearQueue("discord-role");
    await link(await authorized(a.id, u2.id));
    expect(await queuedRoleSyncs()).toEqual([u1.id, u2.id].sort());
    await syncBuyerRole(u1.id);
    await syncBuyerRole(u2.id);
    expect([await hasRole(u1.id), await hasRole(u2.id)]).toEqual([false, true]);

    // Account 2 linked to license B: A has no account now; account 2 keeps the role through B.
    await link(await authorized(b.id, u2.id));
    expect(await prisma.discordLink.findMany({ select: { licenseId: true, discordUserId: true } })).toEqual([{ licenseId: b.id, discordUserId: u2.id }]);
    await syncBuyerRole(u2.id);
    expect(await hasRole(u2.id)).toBe(true);
  });

  it("follows the license: a revoke queues the role's removal, a restore gives it back", async () => {
    const owned = await license();
    const user = await discordUser();
    await link(await authorized(owned.id, user.id));
    await syncBuyerRole(user.id);
    await clearQueue("discord-role");

    await revokeLicense(owned.uuid, "Chargeback", ADMIN_CTX);
    expect(await queuedRoleSyncs()).toEqual([user.id]);
    expect(await syncBuyerRole(user.id)).toBe("removed");
    expect(await hasRole(user.id)).toBe(false);
    await clearQueue("discord-role");
    await restoreLicense(owned.uuid, ADMIN_CTX);
    expect(await queuedRoleSyncs()).toEqual([user.id]);
    await syncBuyerRole(user.id);
    expect(await hasRole(user.id)).toBe(true);
  });

  it("waits out Discord's 429 (retry_after) and loses no role change", async () => {
    const owned = await license();
    const user = await discordUser();
    await link(await authorized(owned.id, user.id));
    await simulator.discord.rateLimit(1, 0.4);
    const started = performance.now();
    expect(await syncBuyerRole(user.id)).toBe("added");
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
    expect(await hasRole(user.id)).toBe(true);
    const roleCalls = (await simulator.discord.requests()).filter((call) => call.path.includes(`/members/${user.id}/roles/`));
    expect(roleCalls.map((call) => call.status)).toEqual([429, 204]);
  });

  it("reconciles every member nightly: takes a role given by hand to an unlinked user, gives back a lost one, and audits it", async () => {
    const owned = await license();
    const buyer = await discordUser();
    const stranger = await discordUser();
    await link(await authorized(owned.id, buyer.id));
    // The buyer's role was never given (its job lost, say); a moderator gave the stranger the role by hand.
    await simulator.discord.setRole(stranger.id, true);
    await clearQueue("discord-role");
    const result = await reconcileBuyerRoles();
    expect(result?.added).toContain(buyer.id);
    expect(result?.removed).toContain(stranger.id);
    // Each out of place gets a pass of its own, which reads the state when it runs.
    expect(await queuedRoleSyncs()).toEqual(expect.arrayContaining([buyer.id, stranger.id]));
    for (const id of await queuedRoleSyncs()) await syncBuyerRole(id);
    expect([await hasRole(buyer.id), await hasRole(stranger.id)]).toEqual([true, false]);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "discord.reconcile" } })).toMatchObject({
      actor: "system",
      details: { added: expect.arrayContaining([buyer.id]), removed: expect.arrayContaining([stranger.id]) },
    });
    // A second pass finds nothing to change.
    expect(await reconcileBuyerRoles()).toMatchObject({ added: [], removed: [] });
  });

  it("an admin's Unlink and the buyer's erasure unlink the account and take the role; the erasure blanks its Discord ids in the log", async () => {
    const owned = await prisma.license.create({ data: { uuid: randomUUID(), username: "Erased_Buyer", email: "erase.me@example.com", source: "ADMIN" } });
    const user = await discordUser();
    await link(await authorized(owned.id, user.id));
    await syncBuyerRole(user.id);

    await unlinkDiscordAccount(owned.uuid, { actor: ADMIN_CTX.admin.username });
    expect(await prisma.discordLink.count()).toBe(0);
    expect(await syncBuyerRole(user.id)).toBe("removed");
    await rejects(unlinkDiscordAccount(owned.uuid, { actor: ADMIN_CTX.admin.username }), "not_found");
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "discord.unlink" } })).toMatchObject({
      uuid: owned.uuid,
      details: { discordUserId: user.id },
    });

    await link(await authorized(owned.id, user.id));
    await syncBuyerRole(user.id);
    await clearQueue("discord-role");
    // Another entry naming the account, as a reconciliation's list does, loses it too.
    await prisma.auditLog.create({ data: { action: "discord.reconcile", actor: "system", success: true, details: { removed: [user.id] } } });
    expect(await eraseBuyerData("erase.me@example.com", ADMIN_CTX)).toMatchObject({ discordLinks: 1 });
    expect(await prisma.discordLink.count()).toBe(0);
    expect(await queuedRoleSyncs()).toEqual([user.id]);
    expect(await syncBuyerRole(user.id)).toBe("removed");
    const entries = await prisma.auditLog.findMany({ where: { action: { startsWith: "discord." } }, select: { details: true } });
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain(user.id);
  });

  it("when Discord refuses the code, links nothing and uses the state up; a license revoked meanwhile is linked to nothing", async () => {
    const owned = await license();
    const user = await discordUser();
    const { state, browserNonce } = await authorized(owned.id, user.id);
    await expect(finish({ code: "not-a-code-discord-gave", state }, browserNonce)).rejects.toThrow();
    expect(await finish({ code: "again", state }, browserNonce)).toEqual({ status: "expired" });

    const revokedMeanwhile = await authorized(owned.id, user.id);
    await prisma.license.update({ where: { id: owned.id }, data: { active: false } });
    expect(await link(revokedMeanwhile)).toEqual({ status: "inactive" });
    expect(await prisma.discordLink.count()).toBe(0);
  });

  it("links once when the same account's callbacks for two licenses arrive together: one link, the other license none", async () => {
    const [a, b] = [await license(), await license()];
    const user = await discordUser();
    const [first, second] = [await authorized(a.id, user.id), await authorized(b.id, user.id)];
    const outcomes = await Promise.all([link(first), link(second)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["linked", "linked"]);
    expect(await prisma.discordLink.count({ where: { discordUserId: user.id } })).toBe(1);
  });
});
