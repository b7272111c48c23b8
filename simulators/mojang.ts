import { randomUUID } from "node:crypto";

import { json, parseJson, RequestLog, type SimRequest, type SimResponse } from "./http";

export interface MojangProfile {
  /** UUID without dashes, as Mojang returns it. */
  id: string;
  /** Canonical capitalisation. */
  name: string;
}

const VALID_NAME = /^[A-Za-z0-9_]{1,16}$/;
const MAX_BULK_NAMES = 10;

/** Real accounts (public UUIDs) plus made-up test players the shop's tests buy licenses for. */
const DEFAULT_MOJANG_PROFILES: readonly MojangProfile[] = [
  { name: "Notch", id: "069a79f444e94726a5befca90e38aaf5" },
  { name: "jeb_", id: "853c80ef3c3749fdaa49938b674adae6" },
  { name: "Dinnerbone", id: "61699b2ed3274a019f1e0ea8c3f06bc6" },
  { name: "Steve_Tester", id: "5e7c1a2b3c4d4e5f8a6b7c8d9e0f1a01" },
  { name: "Alex_Tester", id: "5e7c1a2b3c4d4e5f8a6b7c8d9e0f1a02" },
  { name: "Sniper_Buyer", id: "5e7c1a2b3c4d4e5f8a6b7c8d9e0f1a03" },
  { name: "Refund_Tester", id: "5e7c1a2b3c4d4e5f8a6b7c8d9e0f1a04" },
];

/** Stand-in for api.mojang.com / api.minecraftservices.com name → UUID lookups (contracts §2). */
export class MojangSimulator {
  readonly requests = new RequestLog();
  private profiles = new Map<string, MojangProfile>();
  private rateLimitedRequests = 0;

  constructor() {
    this.reset();
  }

  /** Adds (or renames) a profile; a random v4 UUID is used when `id` is omitted. */
  addProfile(name: string, id: string = randomUUID().replaceAll("-", "")): MojangProfile {
    if (!VALID_NAME.test(name)) throw new Error(`Invalid Minecraft name: ${name}`);
    const undashed = id.replaceAll("-", "").toLowerCase();
    if (!/^[0-9a-f]{32}$/.test(undashed)) throw new Error(`Invalid Minecraft UUID: ${id}`);
    const profile = { id: undashed, name };
    this.profiles.set(name.toLowerCase(), profile);
    return { ...profile };
  }

  /** The profile with this name (any case), as Mojang spells it; undefined for an unknown name. */
  profile(name: string): MojangProfile | undefined {
    const profile = this.profiles.get(name.toLowerCase());
    return profile && { ...profile };
  }

  /** The next `count` lookups answer 429, as Mojang does past its rate limit. */
  rateLimitNext(count = 1): void {
    this.rateLimitedRequests = count;
  }

  reset(): void {
    this.profiles.clear();
    this.rateLimitedRequests = 0;
    this.requests.clear();
    for (const profile of DEFAULT_MOJANG_PROFILES) this.addProfile(profile.name, profile.id);
  }

  handle(req: SimRequest): SimResponse {
    this.requests.record(req.method, req.path);
    if (this.rateLimitedRequests > 0) {
      this.rateLimitedRequests -= 1;
      return json(429, { path: req.path });
    }
    const single = /^\/(?:users\/profiles\/minecraft|minecraft\/profile\/lookup\/name)\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && single?.[1] !== undefined) return this.lookup(req.path, decodeURIComponent(single[1]));
    const isBulk = req.path === "/profiles/minecraft" || req.path === "/minecraft/profile/lookup/bulk/byname";
    if (req.method === "POST" && isBulk) return this.lookupMany(req.path, parseJson(req.body));
    return json(404, { error: "Not Found", errorMessage: "The server has not found anything matching the request URI" });
  }

  private lookup(path: string, name: string): SimResponse {
    if (!VALID_NAME.test(name)) {
      const sizeProblem = name.length > 16 ? ", getProfileName.name: size must be between 1 and 16" : "";
      return json(400, {
        path,
        error: "CONSTRAINT_VIOLATION",
        errorMessage: `getProfileName.name: Invalid profile name${sizeProblem}`,
      });
    }
    const profile = this.profiles.get(name.toLowerCase());
    if (!profile) return json(404, { path, errorMessage: `Couldn't find any profile with name ${name}` });
    return json(200, profile);
  }

  private lookupMany(path: string, body: unknown): SimResponse {
    const names = Array.isArray(body) ? body : [];
    if (names.length === 0 || names.length > MAX_BULK_NAMES || !names.every((n) => typeof n === "string")) {
      return json(400, {
        path,
        error: "CONSTRAINT_VIOLATION",
        errorMessage: `getProfileIdsByNames.profileNames: size must be between 1 and ${MAX_BULK_NAMES}`,
      });
    }
    const found = names.flatMap((name: string) => this.profiles.get(name.toLowerCase()) ?? []);
    return json(200, found);
  }
}
