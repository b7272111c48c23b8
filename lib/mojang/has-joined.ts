import "server-only";

import { setTimeout as sleep } from "node:timers/promises";

import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { minecraftUuidSchema } from "@/lib/mojang/schemas";
import { z } from "@/lib/validation/zod";

const joinedProfileSchema = z.object({ id: minecraftUuidSchema, name: z.string().min(1).max(16) });

/** Waits before the 2nd and 3rd attempts; Mojang's Retry-After is honoured when it asks for longer, up to the cap. */
const BACKOFF_MS = [250, 1_000] as const;
const MAX_WAIT_MS = 3_000;
/** What the mod is told to wait when Mojang stays unavailable: its rate limits reset within a minute. */
const RETRY_AFTER_SECONDS = 30;

export type JoinedProfile = { uuid: string; username: string };

/** One attempt's outcome: a verdict, or a reason to try again (with Mojang's Retry-After in ms, if any). */
type Attempt = { verdict: JoinedProfile | null } | { retry: string; waitMs?: number };

/**
 * Asks Mojang's session server whether `username` joined `serverId` (contracts §2.5):
 * the profile when it did, null when not (204). A 429, a 5xx, a timeout or an
 * unreadable answer is no verdict: it is retried with backoff (3 attempts,
 * a few seconds at most), then a 503 with Retry-After, never "not joined".
 */
export async function hasJoinedServer(username: string, serverId: string): Promise<JoinedProfile | null> {
  let last: Attempt = { retry: "no attempt" };
  for (let attempt = 0; attempt <= BACKOFF_MS.length; attempt += 1) {
    if (attempt > 0 && "retry" in last) await sleep(Math.min(Math.max(BACKOFF_MS[attempt - 1] ?? 0, last.waitMs ?? 0), MAX_WAIT_MS));
    last = await askOnce(username, serverId);
    if ("verdict" in last) return last.verdict;
  }
  log.warn("Mojang session server unavailable", { reason: "retry" in last ? last.retry : undefined });
  throw new AppError("service_unavailable", "Mojang's session server is not answering right now. Please try again shortly.", {
    retryAfter: RETRY_AFTER_SECONDS,
  });
}

async function askOnce(username: string, serverId: string): Promise<Attempt> {
  const query = new URLSearchParams({ username, serverId });
  let res: Response;
  try {
    res = await fetch(`${env.MOJANG_SESSION_BASE}/session/minecraft/hasJoined?${query}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(5_000),
    });
  } catch (error) {
    return { retry: error instanceof Error ? error.name : "network error" };
  }
  if (res.status === 204) return { verdict: null };
  if (res.status === 200) {
    const profile = joinedProfileSchema.safeParse(await res.json().catch(() => null));
    if (profile.success) return { verdict: { uuid: profile.data.id, username: profile.data.name } };
    return { retry: "unreadable profile" };
  }
  await res.body?.cancel();
  const retryAfter = Number(res.headers.get("retry-after"));
  // Any other status (a 4xx Mojang does not document for this call) is no verdict either: the player is not to blame.
  return { retry: `status ${res.status}`, waitMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined };
}
