import { NextResponse } from "next/server";

import { AppError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/with-admin";
import { lookupMinecraftProfile } from "@/lib/mojang/lookup-profile";
import { mojangLookupParamsSchema } from "@/lib/mojang/schemas";

export const dynamic = "force-dynamic";

// GET /admin/mojang/{username} – the Minecraft account of a name: { uuid, username }, 404 when there is none.
export const GET = withAdmin({ params: mojangLookupParamsSchema }, async (_req, { params: { username } }) => {
  const profile = await lookupMinecraftProfile(username);
  if (!profile) throw new AppError("not_found", `No Minecraft account is named ${username}.`);
  return NextResponse.json(profile, { headers: { "Cache-Control": "no-store" } });
});
