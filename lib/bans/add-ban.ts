import "server-only";

import { AppError } from "@/lib/api/errors";
import type { AdminContext } from "@/lib/auth/admin-context";
import { banNames } from "@/lib/bans/ban-names";
import type { AddBanInput } from "@/lib/bans/schemas";
import { ADMIN_BANS as BANS } from "@/lib/content/admin/disputes";
import { prisma } from "@/lib/database/db";
import { lookupMinecraftProfile } from "@/lib/mojang/lookup-profile";
import { minecraftUuidSchema } from "@/lib/mojang/schemas";

/**
 * An admin bans a buyer by one name, with a reason (audited). A Minecraft account may be typed as its username: the
 * ban holds the account's UUID, which a new name does not change.
 */
export async function addBan(input: AddBanInput, ctx: AdminContext): Promise<void> {
  let value = input.value;
  if (input.kind === "MINECRAFT_UUID" && !minecraftUuidSchema.safeParse(value).success) {
    const profile = await lookupMinecraftProfile(value);
    if (!profile) throw new AppError("unprocessable_entity", BANS.unknownAccount(value), { fields: { value: BANS.unknownAccount(value) } });
    value = profile.uuid;
  }
  const [outcome] = await prisma.$transaction((tx) =>
    banNames(tx, [{ kind: input.kind, value }], { reason: input.reason, actor: ctx.admin.username, ipAddress: ctx.ipAddress }),
  );
  if (outcome === "kept") throw new AppError("conflict", BANS.already, { fields: { value: BANS.already } });
}
