"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { sendMailAgainSchema } from "@/lib/mail/schemas";
import { sendMailAgain } from "@/lib/mail/send-mail-again";

/** The Mail tab's "Send again": the message goes back to the outbox as new (audited). */
export const sendMailAgainAction = adminAction({ schema: sendMailAgainSchema, refresh: [DASHBOARD_LAYOUT] }, ({ id }, ctx) => sendMailAgain(id, ctx));
