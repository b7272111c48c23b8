import { NextResponse } from "next/server";

import { z } from "@/lib/validation/zod";

import { AppError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/with-admin";
import { lookupMinecraftProfile } from "@/lib/mojang/lookup-profile";
import { minecraftUsernameSchema } from "@/lib/mojang/schemas";

export const dynamic = "force-dynamic";

// GET /admin/mojang/{username} – the Minecraft account of a name: { uuid, username }, 404 when there is none.
export const GET = withAdmin({ params: z.object({ username: minecraftUsernameSchema }) }, async (_req, { params: { username } }) => {
  const profile = await lookupMinecraftProfile(username);
  if (!profile) throw new AppError("not_found", `No Minecraft account is named ${username}.`);
  return NextResponse.json(profile, { headers: { "Cache-Control": "no-store" } });
});
