import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startSimulators, type Simulators } from "@/simulators/server";

describe("Mojang simulator", () => {
  let sim: Simulators;
  const lookup = async (name: string, route = "users/profiles/minecraft") => {
    const res = await fetch(`${sim.url}/mojang/${route}/${encodeURIComponent(name)}`);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    sim = await startSimulators({ port: 0 });
  });
  afterAll(() => sim.stop());
  beforeEach(() => sim.mojang.reset());

  it("resolves known names case-insensitively to the canonical name and undashed UUID", async () => {
    expect(await lookup("notch")).toEqual({ status: 200, body: { id: "069a79f444e94726a5befca90e38aaf5", name: "Notch" } });
    expect(await lookup("JEB_")).toEqual({ status: 200, body: { id: "853c80ef3c3749fdaa49938b674adae6", name: "jeb_" } });
    expect(await lookup("Dinnerbone", "minecraft/profile/lookup/name")).toEqual({
      status: 200,
      body: { id: "61699b2ed3274a019f1e0ea8c3f06bc6", name: "Dinnerbone" },
    });
    for (const name of ["Steve_Tester", "Alex_Tester", "Sniper_Buyer", "Refund_Tester"]) {
      const { status, body } = await lookup(name.toLowerCase());
      expect(status).toBe(200);
      expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name });
    }
  });

  it("answers an unknown name with Mojang's 404 body", async () => {
    expect(await lookup("NobodyHasThis1")).toEqual({
      status: 404,
      body: { path: "/users/profiles/minecraft/NobodyHasThis1", errorMessage: "Couldn't find any profile with name NobodyHasThis1" },
    });
  });

  it("rejects invalid names with 400 CONSTRAINT_VIOLATION", async () => {
    expect(await lookup("bad-name!")).toEqual({
      status: 400,
      body: { path: "/users/profiles/minecraft/bad-name!", error: "CONSTRAINT_VIOLATION", errorMessage: "getProfileName.name: Invalid profile name" },
    });
    const tooLong = await lookup("a".repeat(17));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errorMessage: expect.stringContaining("size must be between 1 and 16") });
  });

  it("adds profiles at runtime, with a given or generated UUID", async () => {
    sim.mojang.addProfile("New_Player", "12345678-1234-4234-8234-123456789abc");
    expect(await lookup("new_player")).toEqual({ status: 200, body: { id: "12345678123442348234123456789abc", name: "New_Player" } });
    const generated = sim.mojang.addProfile("Fresh_Player");
    expect(await lookup("Fresh_Player")).toEqual({ status: 200, body: generated });
    expect(() => sim.mojang.addProfile("no spaces")).toThrow();
    const viaHttp = await fetch(`${sim.url}/__simulator/mojang/profiles`, { method: "POST", body: JSON.stringify({ name: "Remote_Player" }) });
    expect(await lookup("remote_player")).toEqual({ status: 200, body: await viaHttp.json() });
  });

  it("looks up several names at once, leaving unknown ones out", async () => {
    const res = await fetch(`${sim.url}/mojang/profiles/minecraft`, { method: "POST", body: JSON.stringify(["notch", "ghost_player"]) });
    expect(await res.json()).toEqual([{ id: "069a79f444e94726a5befca90e38aaf5", name: "Notch" }]);
    const tooMany = await fetch(`${sim.url}/mojang/profiles/minecraft`, { method: "POST", body: JSON.stringify(Array(11).fill("Notch")) });
    expect(tooMany.status).toBe(400);
  });

  it("rate-limits on demand and counts requests", async () => {
    sim.mojang.rateLimitNext(1);
    expect(await lookup("Notch")).toEqual({ status: 429, body: { path: "/users/profiles/minecraft/Notch" } });
    expect((await lookup("Notch")).status).toBe(200);
    expect(sim.mojang.requests.count("GET", "/users/profiles/minecraft/Notch")).toBe(2);
  });

  it("answers unknown routes with 404 JSON", async () => {
    const res = await fetch(`${sim.url}/mojang/session/minecraft/profile/abc`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Not Found" });
    const outside = await fetch(`${sim.url}/nowhere`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
