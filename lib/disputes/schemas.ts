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
  license: z
    .enum(["active", "suspended", "inactive"])
    .nullable()
    .meta({ description: "the disputed sale's license: active, suspended by an admin for the dispute, or inactive otherwise; null without one" }),
  openedAt: time,
  resolvedAt: time.nullable(),
  messages: z.array(z.object({ postedBy: z.string().nullable(), at: z.string().nullable(), content: z.string() })),
});

export type DisputeRow = z.infer<typeof disputeRowSchema>;

/** A dispute named by the shop's id (its evidence). */
export const disputeIdSchema = z.object({ id: z.uuid("id must be a dispute id") }).strict();

/** The admin's choice for a disputed sale's license while PayPal decides: suspend it, or make it active again. */
export const disputeLicenseSchema = z.object({ id: z.uuid("id must be a dispute id"), suspend: z.boolean() }).strict();

/** A message to the buyer through PayPal's dispute conversation (PayPal takes up to 2,000 characters). */
export const disputeMessageSchema = z
  .object({
    id: z.uuid("id must be a dispute id"),
    message: z.string().trim().min(3, "Write a message (3 characters or more).").max(2000, "PayPal takes messages of up to 2,000 characters."),
  })
  .strict();
export type DisputeMessageInput = z.infer<typeof disputeMessageSchema>;
