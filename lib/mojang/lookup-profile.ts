import "server-only";

import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { minecraftUuidSchema } from "@/lib/mojang/schemas";
import { z } from "@/lib/validation/zod";

const profileSchema = z.object({ id: minecraftUuidSchema, name: z.string().min(1).max(16) });

export type MinecraftProfile = { uuid: string; username: string };

/**
 * Resolves a Minecraft username to its Mojang profile (dashed UUID and the
 * canonical spelling), or null when no such account exists. Mojang answers
 * an unknown name with 404 today and 204 in the past; both mean "no account".
 */
export async function lookupMinecraftProfile(username: string): Promise<MinecraftProfile | null> {
  let res: Response;
  try {
    res = await fetch(`${env.MOJANG_API_BASE}/users/profiles/minecraft/${encodeURIComponent(username)}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(8_000),
    });
  } catch {
    throw new AppError("service_unavailable", "Could not reach Mojang to check the Minecraft username. Please try again.");
  }
  // 400 is Mojang's answer to a name that cannot exist (bad characters or length).
  if (res.status === 404 || res.status === 204 || res.status === 400) return null;
  if (!res.ok) {
    throw new AppError("service_unavailable", "Could not check the Minecraft username with Mojang right now. Please try again.");
  }
  const profile = profileSchema.safeParse(await res.json().catch(() => null));
  if (!profile.success) throw new AppError("internal", "Mojang answered with an unexpected profile.");
  return { uuid: profile.data.id, username: profile.data.name };
}
