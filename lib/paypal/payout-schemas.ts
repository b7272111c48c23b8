import { emailSchema } from "@/lib/validation/email";
import { z } from "@/lib/validation/zod";

/**
 * PayPal Payouts v1 shapes (github.com/paypal/paypal-rest-api-specifications
 * openapi/payments_payouts_batch_v1.json at ec4d8f3; docs/reference/api-contracts.md §1.11).
 * Unknown fields are ignored; only what the shop reads is required.
 */

/** Payouts v1 money: `currency`, not v2's `currency_code`. */
const payoutMoneySchema = z.object({ currency: z.string(), value: z.string() });

const linkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

/** Payouts v1 error (`error` in the spec); the duplicate-batch error puts a `link` to the first batch in its detail. */
export const payoutErrorSchema = z.object({
  name: z.string(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  information_link: z.string().optional(),
  details: z
    .array(z.object({ field: z.string().optional(), issue: z.string().optional(), location: z.string().optional(), link: z.array(linkSchema).optional() }))
    .optional(),
  links: z.array(linkSchema).optional(),
});

/** payout_batch_items / payout_item-2: one item of a batch, as GET batch, GET item and the item webhooks give it. */
export const payoutItemSchema = z.object({
  payout_item_id: z.string().min(1),
  payout_batch_id: z.string().min(1),
  transaction_id: z.string().optional(),
  transaction_status: z.string().min(1),
  sender_batch_id: z.string().optional(),
  payout_item_fee: payoutMoneySchema.optional(),
  payout_item: z.object({
    recipient_type: z.string().optional(),
    amount: payoutMoneySchema,
    note: z.string().optional(),
    receiver: z.string(),
    sender_item_id: z.string().optional(),
  }),
  time_processed: z.string().optional(),
  errors: payoutErrorSchema.optional(),
  links: z.array(linkSchema).optional(),
});

const senderBatchHeaderSchema = z.object({ sender_batch_id: z.string().optional(), email_subject: z.string().optional() });

/** POST /v1/payments/payouts → 201 `payout`. */
export const createPayoutResponseSchema = z.object({
  batch_header: z.object({ payout_batch_id: z.string().min(1), batch_status: z.string().min(1), sender_batch_header: senderBatchHeaderSchema }),
});

/** GET /v1/payments/payouts/{id} → `payout_batch`, one page of its items. */
export const payoutBatchSchema = z.object({
  total_items: z.number().int().nonnegative().optional(),
  total_pages: z.number().int().nonnegative().optional(),
  batch_header: z.object({
    payout_batch_id: z.string().min(1),
    batch_status: z.string().min(1),
    time_created: z.string().optional(),
    time_completed: z.string().optional(),
    sender_batch_header: senderBatchHeaderSchema,
    amount: payoutMoneySchema.optional(),
    fees: payoutMoneySchema.optional(),
  }),
  items: z.array(payoutItemSchema).default([]),
  links: z.array(linkSchema).optional(),
});

export type PayoutItemResource = z.infer<typeof payoutItemSchema>;

/** PayPal's limit per create call (create_payout_request.items maxItems; more is a 400). */
const MAX_PAYOUT_ITEMS = 15_000;

/** The shop's ids for runs and affiliates: plain characters, within PayPal's lengths (256 and 63). */
const idText = (max: number, name: string) =>
  z
    .string()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${max} characters`)
    .regex(/^[A-Za-z0-9._:-]+$/, `${name} may hold only letters, digits and . _ : -`);

/** createPayoutBatch's input: one item per affiliate, amounts in integer cents of USD. */
export const createPayoutBatchSchema = z
  .object({
    senderBatchId: idText(256, "senderBatchId"),
    emailSubject: z.string().trim().min(1).max(255).optional(),
    items: z
      .array(
        z.object({
          senderItemId: idText(63, "senderItemId"),
          receiverEmail: emailSchema.max(127, "receiverEmail is at most 127 characters"),
          amountCents: z.number().int("amountCents must be whole cents").positive("amountCents must be positive").max(Number.MAX_SAFE_INTEGER),
          note: z.string().trim().min(1).max(4000).optional(),
        }),
      )
      .min(1, "A payout batch needs at least one item")
      .max(MAX_PAYOUT_ITEMS, `PayPal takes at most ${MAX_PAYOUT_ITEMS} items in one batch`),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.items.forEach((item, index) => {
      if (seen.has(item.senderItemId))
        ctx.addIssue({ code: "custom", path: ["items", index, "senderItemId"], message: "senderItemId must be unique in a batch" });
      seen.add(item.senderItemId);
    });
  });

export type CreatePayoutBatchInput = z.input<typeof createPayoutBatchSchema>;
