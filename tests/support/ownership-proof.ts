import { randomBytes } from "node:crypto";

import { expect } from "vitest";

import { POST as challengeRoute } from "@/app/api/license/challenge/route";

import { simulator } from "./simulator-controls";

/** The mod's side of the proof of account ownership, for tests: a Mojang account, a challenge, a join. */
export type Player = { uuid: string; id: string; name: string; accessToken: string };

let addresses = 0;
/** Each test its own client address, so the per-address limits of one test never reach another. */
export const nextAddress = () => `192.0.2.${(addresses += 1)}`;

const dashed = (id: string) => `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;

/** A fresh Mojang account with a signed-in session: fresh, so the per-account limits of one test never reach another. */
export async function player(): Promise<Player> {
  const profile = await simulator.addMojangProfile(`Proof_${randomBytes(4).toString("hex")}`);
  const { accessToken } = await simulator.mojangSession(profile.name);
  return { ...profile, uuid: dashed(profile.id), accessToken };
}

export const post = (route: (req: Request) => Promise<Response>, path: string, body: unknown, ip: string) =>
  route(
    new Request(`http://shop.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": ip },
      body: JSON.stringify(body),
    }),
  );

export async function challenge(uuid: string, ip = nextAddress()) {
  const res = await post(challengeRoute, "/api/license/challenge", { uuid }, ip);
  expect(res.status).toBe(201);
  return (await res.json()) as { serverId: string; expiresAt: string };
}

/** What the mod does with Mojang: the shop never sees this call or its token. */
export async function join(who: Player, serverId: string, selectedProfile = who.id) {
  const res = await fetch(`${process.env.MOJANG_SESSION_BASE}/session/minecraft/join`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accessToken: who.accessToken, selectedProfile, serverId }),
  });
  return res.status;
}
