import { NextResponse } from "next/server";

import { AppError } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/parse";
import { withAdmin } from "@/lib/auth/with-admin";
import { lookupMinecraftProfile } from "@/lib/mojang/lookup-profile";
import { minecraftUsernameSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

// GET /admin/mojang/{username} – the Minecraft account of a name: { uuid, username }, 404 when there is none.
export const GET = withAdmin<{ username: string }>(async (_req, { params }) => {
  const username = parseWith(minecraftUsernameSchema, params.username);
  const profile = await lookupMinecraftProfile(username);
  if (!profile) throw new AppError("not_found", `No Minecraft account is named ${username}.`);
  return NextResponse.json(profile, { headers: { "Cache-Control": "no-store" } });
});
