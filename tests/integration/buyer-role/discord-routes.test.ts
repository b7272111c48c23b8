import { randomBytes, randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { issueDownloadToken } from "@/lib/downloads/issue-download-token";

import { GET as callback } from "@/app/(shop)/discord/callback/route";
import { POST as link } from "@/app/(shop)/discord/link/route";

import { nextIp } from "../../support/client-addresses";
import { configureDiscord } from "../../support/discord";
import { simulator } from "../../support/simulator-controls";

configureDiscord();

const press = (access: string | null, { origin = "http://shop.test", ip = nextIp() } = {}) =>
  link(
    new Request("http://shop.test/discord/link", {
      method: "POST",
      headers: { host: "shop.test", origin, "content-type": "application/x-www-form-urlencoded", "x-shop-client-address": ip },
      body: access === null ? "" : new URLSearchParams({ access }).toString(),
    }),
  );

const back = (query: string) => callback(new Request(`http://shop.test/discord/callback${query}`, { headers: { "x-shop-client-address": nextIp() } }));

async function licensed(active = true) {
  const license = await prisma.license.create({ data: { uuid: randomUUID(), username: `Route_${randomBytes(3).toString("hex")}`, source: "ADMIN", active } });
  return { license, access: await issueDownloadToken(prisma, license.id, new Date()) };
}

describe("POST /discord/link and GET /discord/callback", () => {
  afterEach(async () => {
    await prisma.discordLinkAttempt.deleteMany();
    await prisma.downloadToken.deleteMany();
    await prisma.license.deleteMany();
  });

  it("sends a holder of a working download link to Discord's consent page, and nobody else", async () => {
    const { license, access } = await licensed();
    const res = await press(access);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\/discord\/oauth2\/authorize\?response_type=code&client_id=\d+&scope=identify\+guilds\.join&state=/);
    // The browser that asked holds the authorization's other half, for the callback only, for its 10 minutes.
    expect(res.headers.get("set-cookie")).toMatch(/^discord_link=[\w-]{43}; Path=\/discord\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(await prisma.discordLinkAttempt.count({ where: { licenseId: license.id } })).toBe(1);

    for (const bad of [null, "", "not-a-token", `${access}x`]) {
      const refused = await press(bad);
      expect([refused.status, refused.headers.get("location")]).toEqual([303, "/discord/linked/invalid"]);
    }
    const revoked = await licensed(false);
    expect((await press(revoked.access)).headers.get("location")).toBe("/discord/linked/inactive");
    expect(await prisma.discordLinkAttempt.count()).toBe(1);
  });

  it("refuses a form posted from another site, and more than 10 presses a minute from one address", async () => {
    const { access } = await licensed();
    expect((await press(access, { origin: "https://evil.example" })).status).toBe(403);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await press(access, { ip })).status);
    expect(statuses.every((status) => status === 303)).toBe(true);
    expect((await press(access, { ip })).headers.get("location")).toBe("/discord/linked/busy");
    expect(await prisma.discordLinkAttempt.count()).toBe(10);
  });

  it("answers a malformed, unknown or cancelled callback with its page, and never a stack trace", async () => {
    for (const query of ["", "?code=abc", "?state=short&code=abc", `?code=${"x".repeat(300)}&state=${randomBytes(32).toString("base64url")}`]) {
      expect((await back(query)).headers.get("location")).toBe("/discord/linked/expired");
    }
    expect((await back(`?code=abc&state=${randomBytes(32).toString("base64url")}`)).headers.get("location")).toBe("/discord/linked/expired");
  });

  it("finishes only in the browser that started: the callback without its cookie links nothing, and clears the cookie", async () => {
    const { access } = await licensed();
    const started = await press(access);
    const consent = new URL(started.headers.get("location") ?? "");
    const user = await simulator.discord.addUser(`route_${randomBytes(4).toString("hex")}`);
    const code = await simulator.discord.authorize({
      userId: user.id,
      redirectUri: consent.searchParams.get("redirect_uri") ?? "",
      state: consent.searchParams.get("state") ?? "",
      codeChallenge: consent.searchParams.get("code_challenge") ?? "",
      scope: consent.searchParams.get("scope") ?? "",
    });
    const elsewhere = await back(`?code=${code}&state=${consent.searchParams.get("state")}`);
    expect(elsewhere.headers.get("location")).toBe("/discord/linked/browser");
    expect(elsewhere.headers.get("set-cookie")).toMatch(/^discord_link=; Path=\/discord\/callback; Max-Age=0/);
    expect(await prisma.discordLink.count()).toBe(0);
  });
});
