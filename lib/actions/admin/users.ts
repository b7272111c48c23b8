"use server";

import { revalidatePath } from "next/cache";
import { z } from "@/lib/validation/zod";

import { addLicenseManually } from "@/lib/licenses/add-license";
import { listLicenses } from "@/lib/admin/list-licenses";
import { renameLicense } from "@/lib/licenses/rename-license";
import { requestIp } from "@/lib/http/request-ip";
import { restoreLicense } from "@/lib/licenses/restore-license";
import { revokeLicense } from "@/lib/licenses/revoke-license";
import { addLicenseSchema, revokeReasonSchema } from "@/lib/admin/schemas";
import { adminAction } from "@/lib/auth/admin-action";
import { minecraftUuidSchema } from "@/lib/licenses/schemas";
import { minecraftUsernameSchema } from "@/lib/payments/schemas";

const DASHBOARD = "/admin/dashboard";

/** Spec section 9: a search shows 20 users, a list 100. */
const SEARCH_LIMIT = 20;
const LIST_LIMIT = 100;

/** "Add User Manually": the username is looked up on Mojang, then whitelisted. */
export const addUserAction = adminAction(addLicenseSchema.pick({ username: true, email: true }), async (input, ctx) => {
  const license = await addLicenseManually(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD);
  return license;
});

/** "Search Users": username, UUID or e-mail. */
export const searchUsersAction = adminAction(z.object({ query: z.string().trim().min(1, "Enter a search").max(64) }), ({ query }) =>
  listLicenses({ search: query, limit: SEARCH_LIMIT }),
);

/** The stat cards' user lists: active ones by last verified, all by added date, newest first (spec section 9). */
export const listUsersAction = adminAction(z.object({ activeOnly: z.boolean() }), ({ activeOnly }) =>
  listLicenses({ activeOnly, limit: LIST_LIMIT, sortBy: activeOnly ? "last_verified" : "added_date", order: "DESC" }),
);

export const revokeLicenseAction = adminAction(z.object({ uuid: minecraftUuidSchema, reason: revokeReasonSchema }), async ({ uuid, reason }, ctx) => {
  const license = await revokeLicense(uuid, reason, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD);
  return license;
});

export const restoreLicenseAction = adminAction(z.object({ uuid: minecraftUuidSchema }), async ({ uuid }, ctx) => {
  const license = await restoreLicense(uuid, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD);
  return license;
});

/** The buyer renamed their Minecraft account; the UUID stays. */
export const renameLicenseAction = adminAction(z.object({ uuid: minecraftUuidSchema, username: minecraftUsernameSchema }), async ({ uuid, username }, ctx) => {
  const license = await renameLicense(uuid, username, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD);
  return license;
});
