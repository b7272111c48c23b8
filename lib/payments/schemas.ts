import { z } from "@/lib/validation/zod";

/** The version of the terms a buyer accepts: stored on each order, shown on /terms and beside the checkbox. */
export const TOS_VERSION = "1.0";

/** Spec section 5: 3 to 16 letters, digits and underscores. */
export const minecraftUsernameSchema = z
  .string()
  .trim()
  .min(1, "Minecraft username is required")
  .regex(/^[A-Za-z0-9_]{3,16}$/, "Invalid Minecraft username format");

/** Spec section 5: looks like name@domain, no spaces. */
export const purchaseEmailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Invalid email format")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email format");

/**
 * A referral code as the admin generator makes them: A-Z and 0-9, at most 20
 * (upper-cased). Anything else is no code (null): a bad code never blocks a
 * sale. The payment page keeps codes by the same rule.
 */
export function normaliseReferral(value: unknown): string | null {
  const code = typeof value === "string" ? value.trim().toUpperCase() : "";
  return /^[A-Z0-9]{1,20}$/.test(code) ? code : null;
}

export const referralCodeSchema = z.unknown().optional().transform(normaliseReferral);

/** POST /api/paypal/create-order. `amount` and `currency` may be sent (the spec's client does) and are ignored. */
export const createOrderSchema = z.object({
  username: minecraftUsernameSchema,
  email: purchaseEmailSchema,
  referralCode: referralCodeSchema,
  tosAccepted: z.literal(true, { message: "Please accept the Terms of Service to continue." }),
});

export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** Spec section 2: input limited to 16 characters. */
export const USERNAME_MAX_LENGTH = 16;

/** The payment form (spec section 5): createOrderSchema's buyer fields, and the terms box still unticked; the server re-checks all of it. */
export const checkoutFormSchema = createOrderSchema.pick({ username: true, email: true }).extend({ tosAccepted: z.boolean() });

export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/**
 * The order secret create-order hands the browser that made the order: 32
 * random bytes in base64url, 43 characters. Only a call that carries it is
 * answered a download token (lib/payments/order-secret.ts).
 */
export const orderSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "orderSecret must be the secret create-order returned");

/** POST /api/paypal-capture-order. The secret is optional: without it the order is still captured, but no token comes back. */
export const captureOrderSchema = z.object({
  orderId: z.string().trim().regex(/^[A-Z0-9]{8,64}$/, "orderId must be a PayPal order id"),
  orderSecret: orderSecretSchema.optional(),
});

export type CaptureOrderInput = z.infer<typeof captureOrderSchema>;

/** POST /api/activate (the spec's call); the terms fields and sessionData are accepted and not trusted. */
export const activateSchema = z.object({
  username: minecraftUsernameSchema,
  email: purchaseEmailSchema,
  paypalTxnId: z.string().trim().regex(/^[A-Z0-9]{8,64}$/, "paypalTxnId must be a PayPal transaction id"),
  tosAccepted: z.literal(true, { message: "Please accept the Terms of Service to continue." }),
  orderSecret: orderSecretSchema.optional(),
});
