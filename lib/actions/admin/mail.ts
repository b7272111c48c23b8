"use server";

import { revalidatePath } from "next/cache";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_PATH } from "@/lib/content/admin-routes";
import { requestIp } from "@/lib/http/request-ip";
import { sendMailAgainSchema } from "@/lib/mail/schemas";
import { sendMailAgain } from "@/lib/mail/send-mail-again";

/** The Mail tab's "Send again": the message goes back to the outbox as new (audited). */
export const sendMailAgainAction = adminAction(sendMailAgainSchema, async ({ id }, ctx) => {
  const result = await sendMailAgain(id, { ...ctx, ipAddress: await requestIp() });
  revalidatePath(DASHBOARD_PATH, "layout");
  return result;
});
