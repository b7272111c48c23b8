import { z } from "@/lib/validation/zod";

/** "Confirm payout" on a proposed run. */
export const confirmPayoutRunSchema = z.object({ runId: z.uuid("runId must be a payout run id") });

/** "Propose now": gathers this month's payout without waiting for the 1st. */
export const proposePayoutRunSchema = z.object({});
