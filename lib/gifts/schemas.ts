import { GIFT_MESSAGE_MAX_LENGTH } from "@/lib/gifts/message-length";
import { minecraftUsernameSchema } from "@/lib/mojang/schemas";
import { blankAsNone } from "@/lib/validation/blank-as-none";
import { optionalEmailSchema } from "@/lib/validation/email";
import { multiline } from "@/lib/validation/multiline";
import { z } from "@/lib/validation/zod";

/** How far ahead a buyer may schedule the recipient's e-mail (a birthday, a holiday): a year. */
export const GIFT_SEND_AT_MAX_DAYS = 366;

/**
 * The gift part of POST /api/paypal/create-order: who receives the code, with what message, and when.
 * No recipient: the buyer passes the code on. No `sendAt`: the e-mail goes as soon as the payment is captured.
 */
export const giftOptionsSchema = z.object({
  recipientEmail: optionalEmailSchema,
  message: blankAsNone(multiline(z.string().trim().max(GIFT_MESSAGE_MAX_LENGTH, `The message must be at most ${GIFT_MESSAGE_MAX_LENGTH} characters`))),
  sendAt: z.iso
    .datetime({ offset: true, message: "sendAt must be a date and time (ISO 8601)" })
    .transform((value) => new Date(value))
    .optional()
    .meta({ description: "when to e-mail the recipient; absent: at once" }),
});

/**
 * POST /api/gift/redeem: the code as the buyer passed it on (dashes, spaces and case do not matter), the
 * recipient's Minecraft username and, optionally, their e-mail (the license's, for "Lost your download link?"). The code's form is checked by the use-case, which answers any wrong code alike.
 */
export const redeemGiftSchema = z.object({
  code: z.string("Gift code is required").trim().min(1, "Gift code is required").max(80, "That is not a gift code"),
  username: minecraftUsernameSchema,
  email: optionalEmailSchema.meta({ description: "where lost download links are sent; absent: the address the giver sent the code to" }),
});

export type RedeemGiftInput = z.infer<typeof redeemGiftSchema>;

/** POST /api/gift/redeem's answer: the new license's download token (its page is the download page). */
export const redeemGiftResultSchema = z.object({
  username: z.string(),
  downloadToken: z.string().meta({ description: "opens /download?access=…, as a purchase's token does" }),
});

export type RedeemGiftResult = z.infer<typeof redeemGiftResultSchema>;
