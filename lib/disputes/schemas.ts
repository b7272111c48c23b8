import { z } from "@/lib/validation/zod";

const time = z.string().meta({ description: "ISO 8601, UTC" });

/** A dispute as GET /admin/disputes answers it (lib/admin/list-disputes.ts). */
export const disputeRowSchema = z.object({
  id: z.uuid(),
  paypalDisputeId: z.string().meta({ description: "PayPal's id, PP-D-…" }),
  orderId: z.uuid().nullable().meta({ description: "the order the disputed capture paid; null when the shop knows none" }),
  username: z.string().nullable().meta({ description: "the order's Minecraft account; null for a gift or no order" }),
  captureId: z.string().nullable(),
  reason: z.string().meta({ description: "PayPal's reason, e.g. MERCHANDISE_OR_SERVICE_NOT_RECEIVED or UNAUTHORISED" }),
  stage: z.string().meta({ description: "INQUIRY, CHARGEBACK, PRE_ARBITRATION or ARBITRATION" }),
  status: z.string().meta({ description: "PayPal's status, e.g. WAITING_FOR_SELLER_RESPONSE, UNDER_REVIEW, RESOLVED" }),
  amountCents: z.number().int(),
  currency: z.string(),
  dueAt: time.nullable().meta({ description: "when the seller must answer by; null when PayPal gave no date" }),
  daysLeft: z.number().int().nullable().meta({ description: "whole days until dueAt (0 on the day); null when resolved or without a date" }),
  waitingForSeller: z.boolean(),
  outcome: z.string().nullable().meta({ description: "RESOLVED_SELLER_FAVOUR or RESOLVED_BUYER_FAVOUR once resolved" }),
  evidenceSentAt: time.nullable().meta({ description: "when an admin sent the proof of fulfilment" }),
  claimAcceptedAt: time.nullable().meta({ description: "when an admin accepted the buyer's claim" }),
  openedAt: time,
  resolvedAt: time.nullable(),
  messages: z.array(z.object({ postedBy: z.string().nullable(), at: z.string().nullable(), content: z.string() })),
});

export type DisputeRow = z.infer<typeof disputeRowSchema>;

/** A dispute named by the shop's id (its evidence). */
export const disputeIdSchema = z.object({ id: z.uuid("id must be a dispute id") }).strict();
