import { GIFT_MESSAGE_MAX_LENGTH } from "@/lib/gifts/message-length";
import { giftOptionsSchema } from "@/lib/gifts/schemas";
import { minecraftUsernameSchema } from "@/lib/mojang/schemas";
import { MAX_PACK } from "@/lib/pricing/pack-size";
import { priceCurrencySchema } from "@/lib/pricing/schemas";
import { campaignValueSchema, checkoutReferralCodeSchema, typedCreatorCodeSchema } from "@/lib/referrals/schemas";
import { emailSchema } from "@/lib/validation/email";
import { z } from "@/lib/validation/zod";

const USERNAME_REQUIRED = "Minecraft username is required";

/**
 * One seat of a pack: a Minecraft account, checked as a single order's is, or a gift code with a single gift's
 * options: e-mailed to its recipient when one is named (with the message, on the day), else only to the buyer.
 */
export const packSeatSchema = z.union([z.object({ username: minecraftUsernameSchema }).strict(), z.object({ gift: giftOptionsSchema.strict() }).strict()]);

export type PackSeat = z.infer<typeof packSeatSchema>;

/** A pack's seats: 2 to MAX_PACK, each account at most once (Minecraft names ignore case). */
export const packSeatsSchema = z
  .array(packSeatSchema, "seats must be a list")
  .min(2, "A pack has 2 licenses or more: buy one license without seats")
  .max(MAX_PACK, `A pack has at most ${MAX_PACK} licenses`)
  .superRefine((seats, ctx) => {
    const seen = new Set<string>();
    seats.forEach((seat, index) => {
      if (!("username" in seat)) return;
      const name = seat.username.toLowerCase();
      if (seen.has(name)) ctx.addIssue({ code: "custom", path: [index, "username"], message: "Each account can be named once in a pack" });
      seen.add(name);
    });
  });

/**
 * POST /api/paypal/create-order. `amount` and `currency` may be sent (the spec's client does) and are ignored.
 * A license order names the Minecraft account; a gift names none (its recipient does, at /redeem)
 * and carries `gift` instead.
 */
export const createOrderSchema = z
  .object({
    username: minecraftUsernameSchema.optional(),
    email: emailSchema,
    referralCode: checkoutReferralCodeSchema,
    utmSource: campaignValueSchema,
    utmCampaign: campaignValueSchema,
    creatorCode: typedCreatorCodeSchema,
    tosAccepted: z.literal(true, { message: "Please accept the Terms of Service to continue." }),
    gift: giftOptionsSchema.optional().meta({ description: "buy a gift code instead of a license for an account; then no username" }),
    seats: packSeatsSchema.optional().meta({
      description: "buy a pack of 2 to 20 licenses, each for an account or a gift code, at the bulk tier its size earns; then no username and no gift",
    }),
    currency: priceCurrencySchema,
  })
  .superRefine((order, ctx) => {
    if (order.seats) {
      if (order.username !== undefined) ctx.addIssue({ code: "custom", path: ["username"], message: "A pack names its accounts in its seats" });
      if (order.gift) ctx.addIssue({ code: "custom", path: ["gift"], message: "A pack names its gifts in its seats" });
      return;
    }
    if (!order.gift && order.username === undefined) ctx.addIssue({ code: "custom", path: ["username"], message: USERNAME_REQUIRED });
    if (order.gift && order.username !== undefined) {
      ctx.addIssue({ code: "custom", path: ["username"], message: "A gift names no Minecraft account: its recipient gives theirs when redeeming" });
    }
  });

export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** POST /api/paypal/create-order's answer: the PayPal order to approve, and the secret only this browser holds. */
export const createOrderResultSchema = z.object({
  orderId: z.string().meta({ description: "the PayPal order id, for PayPal's buttons" }),
  orderSecret: z.string().meta({ description: "43 characters of base64url; send it with capture and activate to be answered the download token" }),
});

export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

/** Spec section 2: input limited to 16 characters. */
export const USERNAME_MAX_LENGTH = 16;

/**
 * The payment form (spec section 5): createOrderSchema's buyer fields, and the terms box still unticked; the server
 * re-checks all of it. "Buy as a gift" asks no username but the recipient's address, message and day, all optional;
 * the day is the browser's datetime-local value, sent as an instant. More than one license makes a pack: its seats
 * each name an account or are a gift (with an optional recipient), and the single license's fields are not read.
 */
const checkoutFormFields = {
  email: emailSchema,
  tosAccepted: z.boolean(),
  recipientEmail: z.union([z.literal(""), emailSchema]),
  message: z.string().trim().max(GIFT_MESSAGE_MAX_LENGTH, `The message must be at most ${GIFT_MESSAGE_MAX_LENGTH} characters`),
  sendAt: z.union([z.literal(""), z.string().refine((value) => !Number.isNaN(new Date(value).getTime()), "Pick a day and time")]),
};

/**
 * A pack's seat on the payment form: an account's username, or a gift code with, as a single gift has, its
 * recipient's address, message and day, all optional. Both kinds keep every field, so switching loses nothing typed.
 */
const seatFormSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("account"), username: minecraftUsernameSchema, recipientEmail: z.string(), message: z.string(), sendAt: z.string() }),
  z.object({
    kind: z.literal("gift"),
    username: z.string(),
    recipientEmail: checkoutFormFields.recipientEmail,
    message: checkoutFormFields.message,
    sendAt: checkoutFormFields.sendAt,
  }),
]);

export type SeatFormValues = z.infer<typeof seatFormSchema>;

export const checkoutFormSchema = z
  .object({
    asGift: z.boolean(),
    username: z.string().trim(),
    quantity: z.number().int().min(1).max(MAX_PACK),
    seats: z.array(seatFormSchema).max(MAX_PACK),
    ...checkoutFormFields,
  })
  .superRefine((form, ctx) => {
    if (form.quantity > 1) {
      const seen = new Set<string>();
      form.seats.forEach((seat, index) => {
        if (seat.kind !== "account") return;
        const name = seat.username.toLowerCase();
        if (seen.has(name)) ctx.addIssue({ code: "custom", path: ["seats", index, "username"], message: "Each account can be named once in a pack" });
        seen.add(name);
      });
      return;
    }
    if (form.asGift) return;
    const username = minecraftUsernameSchema.safeParse(form.username);
    if (!username.success) ctx.addIssue({ code: "custom", path: ["username"], message: username.error.issues[0]?.message ?? USERNAME_REQUIRED });
  });

export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/**
 * The order secret create-order hands the browser that made the order: 32
 * random bytes in base64url, 43 characters. Only a call that carries it is
 * answered a download token (lib/payments/order-secret.ts).
 */
export const orderSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "orderSecret must be the secret create-order returned");

/** POST /api/paypal-capture-order. The secret is optional: without it the order is still captured, but no token comes back. */
export const captureOrderSchema = z.object({
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8,64}$/, "orderId must be a PayPal order id"),
  orderSecret: orderSecretSchema.optional(),
});

export type CaptureOrderInput = z.infer<typeof captureOrderSchema>;

/** What became of one seat of a pack at its capture. */
export const packSeatResultSchema = z.object({
  position: z.number().int(),
  username: z.string().optional().meta({ description: "the account licensed; absent for a gift seat" }),
  gift: z
    .object({
      statusToken: z.string().meta({ description: "opens the gift's page, /gift?access=…" }),
      code: z.string().optional().meta({ description: "the gift code, answered once: to the call that recorded the payment" }),
    })
    .optional(),
  refunded: z.boolean().meta({ description: "the seat's share was refunded: its account was licensed by another payment first, or the seller refunded it" }),
});

export type PackSeatResult = z.infer<typeof packSeatResultSchema>;

/** POST /api/paypal-capture-order's answer; the download token only for a call carrying the order's secret. */
export const captureResultSchema = z.object({
  transactionId: z.string().meta({ description: "PayPal's capture id (the spec's paypalTxnId)" }),
  downloadToken: z.string().optional().meta({ description: "present only when the call carried the order's secret" }),
  gift: z
    .object({
      statusToken: z.string().meta({ description: "opens the buyer's gift page, /gift?access=…" }),
      code: z.string().optional().meta({ description: "the gift code, answered once: to the call that recorded the payment" }),
    })
    .optional()
    .meta({ description: "a gift order's, only when the call carried the order's secret" }),
  pack: z
    .object({ seats: z.array(packSeatResultSchema) })
    .optional()
    .meta({ description: "a pack's seats, only when the call carried the order's secret; downloadToken opens the download for any of its accounts" }),
});

export type CaptureResult = z.infer<typeof captureResultSchema>;

/** POST /api/paypal/order-status and /api/paypal/cancel-order: the order, proven the buyer's by its secret. */
export const buyerOrderSchema = z.object({
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8,64}$/, "orderId must be a PayPal order id"),
  orderSecret: orderSecretSchema,
});

export type BuyerOrderInput = z.infer<typeof buyerOrderSchema>;

/**
 * POST /api/paypal/order-status's answer, after the shop has asked PayPal
 * about an order still open: whether money was taken. "unknown" when PayPal
 * could not be asked; "paid" carries the download token (the caller holds
 * the order's secret).
 */
export const buyerOrderStatusSchema = z.object({
  state: z.enum(["paid", "not_charged", "refunded", "unknown"]),
  downloadToken: z.string().optional().meta({ description: 'present when the state is "paid"' }),
});

export type BuyerOrderStatus = z.infer<typeof buyerOrderStatusSchema>;

/** POST /api/paypal/cancel-order's answer: whether this call closed the order (false: it was paid, closed or approved already). */
export const cancelOrderResultSchema = z.object({ cancelled: z.boolean() });

export type CancelOrderResult = z.infer<typeof cancelOrderResultSchema>;

/** POST /api/activate (the spec's call); the terms fields and sessionData are accepted and not trusted. */
export const activateSchema = z.object({
  username: minecraftUsernameSchema,
  email: emailSchema,
  paypalTxnId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8,64}$/, "paypalTxnId must be a PayPal transaction id"),
  tosAccepted: z.literal(true, { message: "Please accept the Terms of Service to continue." }),
  orderSecret: orderSecretSchema.optional(),
});

/** The dashboard's "Refund seat": one seat of a paid pack, by the order's id and the seat's position. */
export const refundSeatSchema = z.object({
  orderId: z.uuid("orderId must be an order id"),
  position: z.number("position must be a seat's number").int("position must be a seat's number").min(1).max(MAX_PACK),
});

export type RefundSeatInput = z.output<typeof refundSeatSchema>;
