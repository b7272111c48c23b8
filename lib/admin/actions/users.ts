"use server";

import { listLicenses } from "@/lib/admin/list-licenses";
import { licenseListSchema, searchLicensesSchema } from "@/lib/admin/schemas";
import { AppError } from "@/lib/api/errors";
import { adminAction } from "@/lib/auth/admin-action";
import { unlinkDiscordAccount } from "@/lib/buyer-role/unlink-discord-account";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { discordConfig } from "@/lib/discord/discord-config";
import { addLicenseManually } from "@/lib/licenses/add-license";
import { renameLicense } from "@/lib/licenses/rename-license";
import { restoreLicense } from "@/lib/licenses/restore-license";
import { revokeLicense } from "@/lib/licenses/revoke-license";
import { addLicenseSchema, renameLicenseSchema, restoreLicenseSchema, revokeLicenseSchema } from "@/lib/licenses/schemas";
import { nudge } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { z } from "@/lib/validation/zod";

const noInputSchema = z.object({});

/** Spec section 9: a search shows 20 users, a list 100. */
const SEARCH_LIMIT = 20;
const LIST_LIMIT = 100;

/** "Add User Manually": the username is looked up on Mojang, then whitelisted. */
export const addUserAction = adminAction({ schema: addLicenseSchema.pick({ username: true, email: true }), refresh: [DASHBOARD_LAYOUT] }, (input, ctx) =>
  addLicenseManually(input, ctx),
);

/** "Search Users": username, UUID or e-mail. */
export const searchUsersAction = adminAction({ schema: searchLicensesSchema }, ({ query }) =>
  listLicenses({ search: query, activeOnly: false, limit: SEARCH_LIMIT, sortBy: "added_date", order: "DESC" }),
);

/** The stat cards' user lists: active ones by last verified, all by added date, newest first (spec section 9). */
export const listUsersAction = adminAction({ schema: licenseListSchema }, ({ activeOnly }) =>
  listLicenses({ activeOnly, limit: LIST_LIMIT, sortBy: activeOnly ? "last_verified" : "added_date", order: "DESC" }),
);

export const revokeLicenseAction = adminAction({ schema: revokeLicenseSchema, refresh: [DASHBOARD_LAYOUT] }, ({ uuid, reason }, ctx) =>
  revokeLicense(uuid, reason, ctx),
);

export const restoreLicenseAction = adminAction({ schema: restoreLicenseSchema, refresh: [DASHBOARD_LAYOUT] }, ({ uuid }, ctx) => restoreLicense(uuid, ctx));

/** "Unlink" beside a license's Discord account: the account loses the buyer role. */
export const unlinkDiscordAction = adminAction({ schema: restoreLicenseSchema, refresh: [DASHBOARD_LAYOUT] }, async ({ uuid }, ctx) => {
  await unlinkDiscordAccount(uuid, ctx);
});

/** "Check Discord roles now": the nightly pass, queued at once; it records what it changed as discord.reconcile. */
export const reconcileDiscordRolesAction = adminAction({ schema: noInputSchema }, async () => {
  if (!discordConfig()) throw new AppError("not_found", "Discord is not set up for this shop.");
  await nudge(QUEUES.discordReconcile, {});
});

/** The buyer renamed their Minecraft account; the UUID stays. */
export const renameLicenseAction = adminAction({ schema: renameLicenseSchema, refresh: [DASHBOARD_LAYOUT] }, ({ uuid, username }, ctx) =>
  renameLicense(uuid, username, ctx),
);
