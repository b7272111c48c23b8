import { randomBytes } from "node:crypto";

import { isRecord, json, parseJson, RequestLog, type SimRequest, type SimResponse } from "./http";
import type { MojangProfile, MojangSimulator } from "./mojang";

/** Where the session server lives below the simulators' URL (MOJANG_SESSION_BASE in demo mode and tests). */
export const MOJANG_SESSION_MOUNT = "/mojang-session";

/** A minted game session: what the launcher holds after signing in. */
interface MojangSession extends MojangProfile {
  accessToken: string;
}

type Join = { profileId: string; serverId: string; ip: string | undefined };

const NO_CONTENT: SimResponse = { status: 204, headers: {}, body: "" };

/** Yggdrasil's answer to a bad token or to a token used for another profile (contracts §2.5). */
const INVALID_TOKEN = { error: "ForbiddenOperationException", errorMessage: "Invalid token." };

/**
 * Stand-in for sessionserver.mojang.com's join protocol (contracts §2.5): a
 * client with a session token announces `POST /session/minecraft/join`, and a
 * server asks `GET /session/minecraft/hasJoined` whether that username joined
 * that server id. Profiles are the Mojang simulator's; sessions are minted by
 * a test control (the launcher's sign-in is not simulated).
 */
export class MojangSessionSimulator {
  readonly requests = new RequestLog();
  private sessions = new Map<string, string>();
  /** Keyed by `<profile id>:<server id>`, as a join is one account's announcement for one server. */
  private joins = new Map<string, Join>();
  private failures: { remaining: number; status: number } = { remaining: 0, status: 429 };

  constructor(private readonly profiles: MojangSimulator) {}

  /** A fresh access token for a known profile (by name, any case). */
  mintSession(name: string): MojangSession {
    const profile = this.profiles.profile(name);
    if (!profile) throw new Error(`Unknown Minecraft profile ${name}`);
    const accessToken = randomBytes(24).toString("base64url");
    this.sessions.set(accessToken, profile.id);
    return { accessToken, ...profile };
  }

  /** The next `count` hasJoined calls answer `status` (429 by default: Mojang's rate limit; 5xx: an outage). */
  failHasJoinedNext(count = 1, status = 429): void {
    this.failures = { remaining: count, status };
  }

  reset(): void {
    this.sessions.clear();
    this.joins.clear();
    this.failures = { remaining: 0, status: 429 };
    this.requests.clear();
  }

  handle(req: SimRequest): SimResponse {
    this.requests.record(req.method, req.path);
    if (req.method === "POST" && req.path === "/session/minecraft/join") return this.join(parseJson(req.body), req.remoteAddress);
    if (req.method === "GET" && req.path === "/session/minecraft/hasJoined") return this.hasJoined(req.query);
    return json(404, { error: "Not Found", errorMessage: "The server has not found anything matching the request URI" });
  }

  private join(body: unknown, ip: string | undefined): SimResponse {
    if (!isRecord(body) || typeof body.accessToken !== "string" || typeof body.selectedProfile !== "string" || typeof body.serverId !== "string") {
      return json(400, { error: "IllegalArgumentException", errorMessage: "accessToken, selectedProfile and serverId are required" });
    }
    const profileId = this.sessions.get(body.accessToken);
    // A token of another profile is refused exactly like an unknown one: the token does not own that profile.
    if (!profileId || profileId !== body.selectedProfile.replaceAll("-", "").toLowerCase()) return json(403, INVALID_TOKEN);
    this.joins.set(`${profileId}:${body.serverId}`, { profileId, serverId: body.serverId, ip });
    return NO_CONTENT;
  }

  private hasJoined(query: URLSearchParams): SimResponse {
    if (this.failures.remaining > 0) {
      this.failures.remaining -= 1;
      const { status } = this.failures;
      return status === 429
        ? json(429, { error: "TooManyRequestsException", errorMessage: "The client has sent too many requests within a certain amount of time" })
        : json(status, { error: "InternalServerError", errorMessage: "The session service is unavailable" });
    }
    const profile = this.profiles.profile(query.get("username") ?? "");
    const join = profile && this.joins.get(`${profile.id}:${query.get("serverId") ?? ""}`);
    // With `ip`, the join must have come from that address (servers with prevent-proxy-connections send it).
    const ip = query.get("ip");
    if (!profile || !join || (ip !== null && join.ip !== ip)) return NO_CONTENT;
    return json(200, { id: profile.id, name: profile.name, properties: [] });
  }
}
