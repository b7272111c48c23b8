import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startSimulators, type Simulators } from "@/simulators/server";

const NOTCH = { id: "069a79f444e94726a5befca90e38aaf5", name: "Notch" };
const SERVER_ID = "0123456789abcdef0123456789abcdef01234567";

describe("Mojang session server simulator", () => {
  let sim: Simulators;
  const control = async (path: string, body: unknown) =>
    fetch(`${sim.url}/__simulator${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const mint = async (name: string) => (await (await control("/mojang/sessions", { name })).json()) as { accessToken: string; id: string; name: string };
  const join = (body: unknown) =>
    fetch(`${sim.url}/mojang-session/session/minecraft/join`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const hasJoined = async (query: Record<string, string>) => {
    const res = await fetch(`${sim.url}/mojang-session/session/minecraft/hasJoined?${new URLSearchParams(query)}`);
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  beforeAll(async () => {
    sim = await startSimulators({ port: 0 });
  });
  afterAll(() => sim.stop());
  beforeEach(async () => {
    await control("/reset", {});
  });

  it("mints a session for a known profile over HTTP, and 404s an unknown one", async () => {
    const session = await mint("notch");
    expect(session).toEqual({ accessToken: expect.stringMatching(/^[\w-]{20,}$/), ...NOTCH });
    expect((await mint("notch")).accessToken).not.toBe(session.accessToken);
    const unknown = await control("/mojang/sessions", { name: "Nobody_Here" });
    expect(unknown.status).toBe(404);
  });

  it("records a join with the profile's own token (204) and reports it to hasJoined (200 with the profile)", async () => {
    const { accessToken, id } = await mint("Notch");
    const joined = await join({ accessToken, selectedProfile: id, serverId: SERVER_ID });
    expect(joined.status).toBe(204);
    expect(await joined.text()).toBe("");
    expect(await hasJoined({ username: "Notch", serverId: SERVER_ID })).toEqual({ status: 200, body: { ...NOTCH, properties: [] } });
    expect(await hasJoined({ username: "Notch", serverId: SERVER_ID, ip: "127.0.0.1" })).toMatchObject({ status: 200 });
  });

  it("refuses an unknown token and another profile's token with Mojang's 403 body", async () => {
    const jeb = await mint("jeb_");
    for (const accessToken of ["not-a-token", jeb.accessToken]) {
      const res = await join({ accessToken, selectedProfile: NOTCH.id, serverId: SERVER_ID });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "ForbiddenOperationException", errorMessage: "Invalid token." });
    }
    expect(await hasJoined({ username: "Notch", serverId: SERVER_ID })).toEqual({ status: 204, body: undefined });
  });

  it("answers 204 for another server id, another username, another address and an unknown name", async () => {
    const { accessToken, id } = await mint("Notch");
    expect((await join({ accessToken, selectedProfile: id, serverId: SERVER_ID })).status).toBe(204);
    const misses: Record<string, string>[] = [
      { username: "Notch", serverId: "f".repeat(40) },
      { username: "jeb_", serverId: SERVER_ID },
      { username: "Notch", serverId: SERVER_ID, ip: "203.0.113.9" },
      { username: "Nobody_Here", serverId: SERVER_ID },
      { serverId: SERVER_ID },
    ];
    for (const query of misses) {
      expect(await hasJoined(query)).toEqual({ status: 204, body: undefined });
    }
  });

  it("refuses a join without its fields with 400", async () => {
    expect((await join({ serverId: SERVER_ID })).status).toBe(400);
  });

  it("answers hasJoined with 429 (or a 5xx) the asked number of times, then normally, and counts the calls", async () => {
    const { accessToken, id } = await mint("Notch");
    await join({ accessToken, selectedProfile: id, serverId: SERVER_ID });
    expect((await control("/mojang/sessions/fail-has-joined", { count: 2 })).status).toBe(204);
    expect(await hasJoined({ username: "Notch", serverId: SERVER_ID })).toEqual({
      status: 429,
      body: expect.objectContaining({ error: "TooManyRequestsException" }),
    });
    expect((await hasJoined({ username: "Notch", serverId: SERVER_ID })).status).toBe(429);
    expect((await hasJoined({ username: "Notch", serverId: SERVER_ID })).status).toBe(200);
    await control("/mojang/sessions/fail-has-joined", { count: 1, status: 503 });
    expect((await hasJoined({ username: "Notch", serverId: SERVER_ID })).status).toBe(503);
    expect((await control("/mojang/sessions/fail-has-joined", { status: 404 })).status).toBe(400);
    expect(sim.mojangSession.requests.count("GET", "/session/minecraft/hasJoined")).toBe(4);
    const logged = await fetch(`${sim.url}/__simulator/requests?service=mojang-session&method=POST&path=/session/minecraft/join`);
    expect(((await logged.json()) as { count: number }).count).toBe(1);
  });

  it("forgets sessions and joins on reset", async () => {
    const { accessToken, id } = await mint("Notch");
    await join({ accessToken, selectedProfile: id, serverId: SERVER_ID });
    await control("/reset", {});
    expect((await hasJoined({ username: "Notch", serverId: SERVER_ID })).status).toBe(204);
    expect((await join({ accessToken, selectedProfile: id, serverId: SERVER_ID })).status).toBe(403);
  });
});
