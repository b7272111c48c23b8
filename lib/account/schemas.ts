import { emailSchema } from "@/lib/validation/email";
import { z } from "@/lib/validation/zod";

/**
 * The buyer account's inputs, checked once at the boundary (the JSON routes, the server actions, the forms through
 * react-hook-form). Addresses come out lower-cased: the shop keeps every address so, and finds a buyer by equality.
 */
const accountEmail = emailSchema.transform((email) => email.toLowerCase());

export const accountSignInSchema = z.object({ email: accountEmail });
export type AccountSignInInput = z.input<typeof accountSignInSchema>;

export const accountVerifySchema = z.object({
  email: accountEmail,
  code: z
    .string({ error: "Enter the 6-digit code from the e-mail" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail"),
});
export type AccountVerifyInput = z.input<typeof accountVerifySchema>;

/** A sign-in link's token as newSecretToken makes it (43 characters of base64url); anything else opens nothing. */
export const accountLinkSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const accountSignInResultSchema = z.object({ message: z.string() });

const isoDate = z.string().meta({ description: "ISO 8601, UTC" });

/** GET /api/account: what the account page shows, for tools. Amounts as PayPal writes them ("5.00"). */
export const accountSchema = z.object({
  email: z.string(),
  licenses: z.array(
    z.object({
      username: z.string(),
      uuid: z.string(),
      active: z.boolean(),
      since: isoDate,
      revokedAt: isoDate.nullable(),
      lastCheckAt: isoDate.nullable().meta({ description: "the mod's last check of this account (at most once a minute)" }),
    }),
  ),
  orders: z.array(
    z.object({
      paypalOrderId: z.string(),
      paidAt: isoDate,
      username: z.string().nullable().meta({ description: "the account licensed; null for a gift" }),
      gift: z.boolean(),
      amount: z.string(),
      currency: z.string(),
      status: z.enum(["COMPLETED", "REFUNDED", "REVERSED"]),
      receiptNumber: z.string().nullable(),
      creditNoteNumber: z.string().nullable(),
    }),
  ),
  gifts: z.array(
    z.object({
      paypalOrderId: z.string(),
      recipientEmail: z.string().nullable(),
      state: z.enum(["pending", "unredeemed", "redeemed", "voided"]),
      redeemedUsername: z.string().nullable(),
    }),
  ),
  giftsReceived: z.array(z.object({ username: z.string(), redeemedAt: isoDate })),
});
export type AccountJson = z.infer<typeof accountSchema>;

/** A gift of the buyer's account, by its id. */
export const accountGiftSchema = z.object({ giftId: z.uuid() });

/** A license of the buyer's account, by its id. */
export const accountLicenseSchema = z.object({ licenseId: z.uuid() });

/** The new address an account moves to. */
export const accountEmailChangeSchema = z.object({ email: accountEmail });

/** The code sent to the new address, with that address. */
export const accountEmailConfirmSchema = accountVerifySchema;
