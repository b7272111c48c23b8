import { z } from "@/lib/validation/zod";

/** "Send again" on the dashboard's Mail tab: one outbox message. */
export const sendMailAgainSchema = z.object({ id: z.uuid("Unknown message") });
