"use server";

import { revalidatePath } from "next/cache";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";
import { pullRelease } from "@/lib/releases/pull-release";
import { putBackRelease } from "@/lib/releases/put-back-release";
import { pullReleaseSchema, putBackReleaseSchema } from "@/lib/releases/schemas";

/**
 * "Pull" on a release's row: the update endpoints and new downloads stop offering it at once (they read the
 * database per request); /releases shows it pulled with the reason.
 */
export const pullReleaseAction = adminAction(pullReleaseSchema, async (input, ctx) => {
  await pullRelease(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  revalidatePath("/releases");
});

/** "Put back" on a pulled release's row: offered and served again. */
export const putBackReleaseAction = adminAction(putBackReleaseSchema, async (input, ctx) => {
  await putBackRelease(input, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  revalidatePath("/releases");
});
