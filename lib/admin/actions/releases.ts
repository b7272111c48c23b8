"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { pullRelease } from "@/lib/releases/pull-release";
import { putBackRelease } from "@/lib/releases/put-back-release";
import { pullReleaseSchema, putBackReleaseSchema } from "@/lib/releases/schemas";

/**
 * "Pull" on a release's row: the update endpoints and new downloads stop offering it at once (they read the
 * database per request); /releases shows it pulled with the reason.
 */
export const pullReleaseAction = adminAction({ schema: pullReleaseSchema, refresh: [DASHBOARD_LAYOUT, { path: "/releases" }] }, async (input, ctx) => {
  await pullRelease(input, ctx);
});

/** "Put back" on a pulled release's row: offered and served again. */
export const putBackReleaseAction = adminAction({ schema: putBackReleaseSchema, refresh: [DASHBOARD_LAYOUT, { path: "/releases" }] }, async (input, ctx) => {
  await putBackRelease(input, ctx);
});
