import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { resolveDownloadAccess } from "@/lib/downloads/resolve-download-access";
import { jsonWebKeySet } from "@/lib/licenses/signing/json-web-key-set";
import { ACTIVE_ANSWER_LIFETIME_SECONDS } from "@/lib/licenses/signing/license-answer";
import { site } from "@/lib/site";

import { POST as proofRoute } from "@/app/api/license/proof/route";
import { signatureParams, verifiesWithJwks } from "@/scripts/support/signed-answers";

import { challenge, join, nextAddress, player, post, type Player } from "../../support/ownership-proof";
import { deletePurchases } from "../../support/purchase";
import { deleteReleases, registerRelease } from "../../support/releases";
import { simulator } from "../../support/simulator-controls";

async function prove(body: { username: string; serverId: string; nonce?: string }, { ip = nextAddress(), query = "" } = {}) {
  const target = `/api/license/proof${query}`;
  const res = await post(proofRoute, target, body, ip);
  const text = await res.text();
  return { res, text, json: JSON.parse(text) as Record<string, unknown>, target };
}

const verifies = (answer: { res: Response; text: string; target: string }) =>
  verifiesWithJwks({ method: "POST", target: answer.target, host: "shop.test" }, { body: answer.text, headers: answer.res.headers }, jsonWebKeySet());

const license = (who: Player, data: { active?: boolean } = {}) =>
  prisma.license.create({ data: { uuid: who.uuid, username: who.name, email: "proof@example.com", source: "ADMIN", ...data } });

const proofAudits = (uuid: string) => prisma.auditLog.findMany({ where: { action: "license.proof", uuid }, orderBy: { createdAt: "asc" } });

describe("POST /api/license/proof", () => {
  afterEach(async () => {
    await deletePurchases();
    await deleteReleases();
    await prisma.licenseChallenge.deleteMany();
  });

  it("answers the signed entitlement for the account that joined, and records the proof", async () => {
    const who = await player();
    await license(who);
    const { serverId } = await challenge(who.uuid);
    expect(await join(who, serverId)).toBe(204);

    const answer = await prove({ username: who.name, serverId, nonce: "proof-nonce-0123456789" });
    expect(answer.res.status).toBe(200);
    expect(answer.res.headers.get("cache-control")).toBe("no-store");
    expect(answer.json).toMatchObject({ v: 1, uuid: who.uuid, active: true, username: who.name, nonce: "proof-nonce-0123456789", proof: "mojang-session" });
    expect(Number(answer.json.exp) - Number(answer.json.iat)).toBe(ACTIVE_ANSWER_LIFETIME_SECONDS);
    expect(answer.json).not.toHaveProperty("download");
    expect(verifies(answer)).toBe(true);
    expect(verifies({ ...answer, text: answer.text.replace('"active":true', '"active":false') })).toBe(false);

    expect((await prisma.license.findUniqueOrThrow({ where: { uuid: who.uuid } })).ownershipVerifiedAt).toBeInstanceOf(Date);
    expect((await prisma.licenseChallenge.findUniqueOrThrow({ where: { serverId } })).usedAt).toBeInstanceOf(Date);
    expect(await proofAudits(who.uuid)).toMatchObject([{ success: true, actor: "player", details: { outcome: "verified", licensed: true, download: false } }]);
  });

  it("answers a signed active: false for a proven account without a license, and for a revoked one", async () => {
    const stranger = await player();
    const { serverId } = await challenge(stranger.uuid);
    await join(stranger, serverId);
    const unlicensed = await prove({ username: stranger.name, serverId }, { query: "?download=1" });
    expect(unlicensed.res.status).toBe(200);
    expect(unlicensed.json).toMatchObject({ uuid: stranger.uuid, active: false, proof: "mojang-session" });
    expect(unlicensed.json).not.toHaveProperty("username");
    expect(unlicensed.json).not.toHaveProperty("download");
    expect(verifies(unlicensed)).toBe(true);

    const refunded = await player();
    await license(refunded, { active: false });
    const second = await challenge(refunded.uuid);
    await join(refunded, second.serverId);
    const revoked = await prove({ username: refunded.name, serverId: second.serverId }, { query: "?download=1" });
    expect(revoked.json).toMatchObject({ active: false, username: refunded.name, proof: "mojang-session" });
    expect(revoked.json).not.toHaveProperty("download");
    expect(verifies(revoked)).toBe(true);
  });

  it("refuses (403) a proof whose join used another account's token: Mojang refused the join", async () => {
    const victim = await player();
    const thief = await player();
    await license(victim);
    const { serverId } = await challenge(victim.uuid);
    expect(await join(thief, serverId, victim.id)).toBe(403);

    const answer = await prove({ username: victim.name, serverId });
    expect(answer.res.status).toBe(403);
    expect(answer.json).toMatchObject({ error: { code: "forbidden" } });
    expect(answer.res.headers.get("license-signature")).toBeNull();
    expect((await prisma.license.findUniqueOrThrow({ where: { uuid: victim.uuid } })).ownershipVerifiedAt).toBeNull();
    expect(await proofAudits(victim.uuid)).toMatchObject([{ success: false, details: { outcome: "not_joined", username: victim.name } }]);
  });

  it("refuses (403) a proof by another account that joined the challenge's server id itself", async () => {
    const victim = await player();
    const thief = await player();
    const { serverId } = await challenge(victim.uuid);
    expect(await join(thief, serverId)).toBe(204);
    const answer = await prove({ username: thief.name, serverId });
    expect(answer.res.status).toBe(403);
    expect(await proofAudits(victim.uuid)).toMatchObject([{ success: false, details: { outcome: "wrong_account" } }]);
  });

  it("refuses (403) a proof naming another username than the one that joined", async () => {
    const who = await player();
    const other = await player();
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    expect((await prove({ username: other.name, serverId })).res.status).toBe(403);
  });

  it("refuses (403) a reused server id, and an unknown one", async () => {
    const who = await player();
    await license(who);
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    expect((await prove({ username: who.name, serverId })).res.status).toBe(200);
    const again = await prove({ username: who.name, serverId });
    expect(again.res.status).toBe(403);
    expect(again.json).toMatchObject({ error: { code: "forbidden", message: expect.stringContaining("already been used") } });
    expect((await prove({ username: who.name, serverId: "ab".repeat(20) })).res.status).toBe(403);
  });

  it("refuses (403) an expired server id without asking Mojang", async () => {
    const who = await player();
    await license(who);
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    await prisma.licenseChallenge.update({ where: { serverId }, data: { expiresAt: new Date(Date.now() - 1) } });
    const asked = await simulator.requestCount("mojang-session", "GET", "/session/minecraft/hasJoined");
    const answer = await prove({ username: who.name, serverId });
    expect(answer.res.status).toBe(403);
    expect(answer.json).toMatchObject({ error: { message: expect.stringContaining("expired") } });
    expect(await simulator.requestCount("mojang-session", "GET", "/session/minecraft/hasJoined")).toBe(asked);
  });

  it("gives one success to two concurrent proofs with one server id", async () => {
    const who = await player();
    await license(who);
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    const answers = await Promise.all([prove({ username: who.name, serverId }), prove({ username: who.name, serverId })]);
    expect(answers.map((a) => a.res.status).sort()).toEqual([200, 403]);
    expect(await proofAudits(who.uuid)).toHaveLength(2);
  });

  it("retries Mojang's 429 within the request and succeeds", async () => {
    const who = await player();
    await license(who);
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    const asked = await simulator.requestCount("mojang-session", "GET", "/session/minecraft/hasJoined");
    await simulator.failHasJoined(2);
    const answer = await prove({ username: who.name, serverId });
    expect(answer.res.status).toBe(200);
    expect(answer.json).toMatchObject({ active: true });
    expect(await simulator.requestCount("mojang-session", "GET", "/session/minecraft/hasJoined")).toBe(asked + 3);
  });

  it("answers 503 with Retry-After when Mojang stays unavailable, never 'not licensed', and keeps the challenge for a retry", async () => {
    const who = await player();
    await license(who);
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    await simulator.failHasJoined(3, 503);
    const down = await prove({ username: who.name, serverId });
    expect(down.res.status).toBe(503);
    expect(Number(down.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(down.json).toMatchObject({ error: { code: "service_unavailable" } });
    expect(down.json).not.toHaveProperty("active");
    expect((await prisma.licenseChallenge.findUniqueOrThrow({ where: { serverId } })).usedAt).toBeNull();

    expect((await prove({ username: who.name, serverId })).json).toMatchObject({ active: true, proof: "mojang-session" });
  });

  it("with ?download=1 answers a fresh download link that opens the account's download, and its jar link", async () => {
    const who = await player();
    await license(who);
    await registerRelease("3.1.0");
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    const answer = await prove({ username: who.name, serverId }, { query: "?download=1" });
    expect(answer.res.status).toBe(200);
    expect(verifies(answer)).toBe(true);
    const link = new URL(String(answer.json.download));
    expect(link.pathname).toBe("/download");
    expect(await resolveDownloadAccess(link.searchParams.get("access"))).toMatchObject({
      ok: true,
      minecraftUuid: who.uuid,
      username: who.name,
      release: { version: "3.1.0" },
    });
    // The jar link is the same token on the jar route, for a mod that downloads its update.
    const jar = new URL(String(answer.json.jar));
    expect(`${jar.pathname}?token=${jar.searchParams.get("token")}`).toBe(`/download/${site.command}?token=${link.searchParams.get("access")}`);
    expect(await proofAudits(who.uuid)).toMatchObject([{ details: { outcome: "verified", download: true } }]);
  });

  it("signs with ECDSA P-256 when asked ?alg=ecdsa-sha256, next to ?download=1", async () => {
    const who = await player();
    await license(who);
    await registerRelease("3.1.0");
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    const answer = await prove({ username: who.name, serverId, nonce: "proof-nonce-ecdsa-0123" }, { query: "?download=1&alg=ecdsa-sha256" });
    expect(answer.res.status).toBe(200);
    const ecKid = jsonWebKeySet().keys.find((k) => k.kty === "EC")?.kid;
    expect(signatureParams(answer.res.headers.get("license-signature"))).toMatchObject({ algorithm: "ecdsa-sha256", keyid: ecKid });
    expect(answer.json).toMatchObject({ kid: ecKid, active: true, proof: "mojang-session", nonce: "proof-nonce-ecdsa-0123", download: expect.any(String) });
    expect(verifies(answer)).toBe(true);
  });

  it("refuses another ?alg with a 400 before asking Mojang, leaving the challenge unused", async () => {
    const who = await player();
    await license(who);
    const { serverId } = await challenge(who.uuid);
    await join(who, serverId);
    const asked = await simulator.requestCount("mojang-session", "GET", "/session/minecraft/hasJoined");
    const answer = await prove({ username: who.name, serverId }, { query: "?alg=ES256" });
    expect(answer.res.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: "bad_request", message: "Query parameter alg must be rsa-sha256 (the default) or ecdsa-sha256." } });
    expect(answer.res.headers.get("license-signature")).toBeNull();
    expect(await simulator.requestCount("mojang-session", "GET", "/session/minecraft/hasJoined")).toBe(asked);
    expect((await prisma.licenseChallenge.findUniqueOrThrow({ where: { serverId } })).usedAt).toBeNull();
    // The same proof with the default algorithm still goes through.
    expect((await prove({ username: who.name, serverId })).res.status).toBe(200);
  });

  it("refuses malformed input with 400 and limits one username to 5 proofs a minute", async () => {
    expect((await prove({ username: "Notch", serverId: "not-hex" })).res.status).toBe(400);
    expect((await prove({ username: "Notch", serverId: "ab".repeat(20) }, { query: "?download=yes" })).res.status).toBe(400);

    const who = await player();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await prove({ username: who.name, serverId: randomBytes(20).toString("hex") })).res.status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});
