import { randomBytes, randomUUID } from "node:crypto";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { unlinkDiscordAction } from "@/lib/account/actions/account";
import { mailAccountSignIn } from "@/lib/account/request-sign-in";
import { signInWithCode } from "@/lib/account/sign-in";
import { prisma } from "@/lib/database/db";

import { POST as linkRoute } from "@/app/account/discord/route";

import { setRequestHeaders, signOut } from "../../support/admin-session";
import { nextIp } from "../../support/client-addresses";
import { configureDiscord } from "../../support/discord";
import { deletePurchases } from "../../support/purchase";

configureDiscord();

const address = () => `discord-${randomBytes(4).toString("hex")}@example.com`;

/** A license bought with `email`, and the buyer signed in to their account with the mailed code. */
async function signedInBuyer(active = true) {
  const email = address();
  const license = await prisma.license.create({
    data: { uuid: randomUUID(), username: `Acct_${randomBytes(3).toString("hex")}`, email, source: "PURCHASE", active },
  });
  await mailAccountSignIn(email, { ipAddress: nextIp() });
  const text = (await prisma.emailOutbox.findFirst({ where: { to: email }, orderBy: { createdAt: "desc" } }))?.text ?? "";
  await signInWithCode({ email, code: /Your code:\s*(\d{6})/.exec(text)?.[1] ?? "" }, { ipAddress: nextIp() });
  return { email, license };
}

const press = (licenseId: string, origin = "http://shop.test") =>
  linkRoute(
    new Request("http://shop.test/account/discord", {
      method: "POST",
      headers: { host: "shop.test", origin, "content-type": "application/x-www-form-urlencoded", "x-shop-client-address": nextIp() },
      body: new URLSearchParams({ license: licenseId }).toString(),
    }),
  );

afterEach(() => signOut());
afterAll(async () => {
  await prisma.discordLink.deleteMany();
  await prisma.discordLinkAttempt.deleteMany();
  await deletePurchases();
});

describe("Discord from the buyer's account", () => {
  it("Link Discord sends the buyer to Discord's consent page for their own active license, and nobody else", async () => {
    const other = await signedInBuyer();
    signOut();
    const inactive = await signedInBuyer(false);
    signOut();
    const { license } = await signedInBuyer();

    const res = await press(license.id);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\/discord\/oauth2\/authorize\?response_type=code&client_id=\d+&scope=identify\+guilds\.join&state=/);
    expect(res.headers.get("set-cookie")).toMatch(/^discord_link=[\w-]{43}; Path=\/discord\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(await prisma.discordLinkAttempt.count({ where: { licenseId: license.id } })).toBe(1);

    for (const id of [other.license.id, inactive.license.id, "not-a-license"]) {
      expect((await press(id)).headers.get("location")).toBe("/account?notice=discord");
    }
    expect((await press(license.id, "https://evil.example")).status).toBe(403);
    signOut();
    expect((await press(license.id)).headers.get("location")).toBe("/account");
    expect(await prisma.discordLinkAttempt.count({ where: { licenseId: { in: [license.id, other.license.id, inactive.license.id] } } })).toBe(1);
  });

  it("Unlink takes the buyer's own license's Discord account off, audited as the buyer's; another buyer's stays", async () => {
    const other = await signedInBuyer();
    await prisma.discordLink.create({ data: { licenseId: other.license.id, discordUserId: "900000000000000001", discordName: "other" } });
    signOut();
    const { license } = await signedInBuyer();
    await prisma.discordLink.create({ data: { licenseId: license.id, discordUserId: "900000000000000002", discordName: "mine" } });
    setRequestHeaders({ origin: "http://shop.test" });

    expect(await unlinkDiscordAction({ licenseId: other.license.id })).toEqual({
      ok: false,
      error: "There is no such license in your account.",
      code: "not_found",
    });
    expect(await unlinkDiscordAction({ licenseId: license.id })).toEqual({ ok: true, data: undefined });
    expect(await prisma.discordLink.findMany({ where: { licenseId: { in: [license.id, other.license.id] } }, select: { discordName: true } })).toEqual([
      { discordName: "other" },
    ]);
    expect(await prisma.auditLog.findFirst({ where: { action: "discord.unlink", uuid: license.uuid }, select: { actor: true } })).toEqual({ actor: "buyer" });
  });
});
