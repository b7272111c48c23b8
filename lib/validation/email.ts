import { blankAsNone } from "@/lib/validation/blank-as-none";
import { z } from "@/lib/validation/zod";

/**
 * Spec section 5: an e-mail address looks like name@domain, no spaces; the
 * one rule for every address the shop takes (checkout, the resend form, the
 * affiliate form, the admin's forms). A missing or non-text value gets the
 * same message as a blank one.
 */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Invalid email format")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email format");

/** An optional address where blank means none: absent, "" or spaces come out as undefined; anything else must be one. */
export const optionalEmailSchema = blankAsNone(z.union([z.literal(""), emailSchema]));
