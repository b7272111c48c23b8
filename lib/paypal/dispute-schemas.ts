import { z } from "@/lib/validation/zod";

/** A time as PayPal writes it ("2026-12-01T10:00:00.000Z"); PayPal's own examples carry an offset at times. */
const paypalTime = z.iso.datetime({ offset: true });

/**
 * A dispute as GET /v1/customer/disputes/{id} answers it and a CUSTOMER.DISPUTE.* event carries it (PayPal's
 * customer_disputes_v1 `dispute`), read for what the shop keeps; fields it does not use are let through unread.
 */
export const disputeResourceSchema = z.object({
  dispute_id: z.string().min(1).max(64),
  create_time: paypalTime,
  update_time: paypalTime,
  reason: z.string().min(1).max(64),
  status: z.string().min(1).max(40),
  dispute_amount: z.object({ currency_code: z.string().length(3), value: z.string().max(32) }),
  dispute_life_cycle_stage: z.string().max(32).optional(),
  seller_response_due_date: paypalTime.optional(),
  disputed_transactions: z
    .array(z.object({ seller_transaction_id: z.string().max(64).optional() }))
    .max(100)
    .optional(),
  messages: z
    .array(z.object({ posted_by: z.string().max(20).optional(), time_posted: z.string().max(40).optional(), content: z.string().max(4000).optional() }))
    .max(500)
    .optional(),
  dispute_outcome: z.object({ outcome_code: z.string().max(40) }).optional(),
});

export type DisputeResource = z.infer<typeof disputeResourceSchema>;

/** One page of GET /v1/customer/disputes: summaries, and a `next` link while there are more. */
export const disputeListSchema = z.object({
  items: z
    .array(z.object({ dispute_id: z.string().min(1).max(64), update_time: paypalTime, status: z.string().max(40).optional() }))
    .max(50)
    .default([]),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
});
