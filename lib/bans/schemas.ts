import { minecraftUsernameSchema, minecraftUuidSchema } from "@/lib/mojang/schemas";
import { z } from "@/lib/validation/zod";

/** What a ban can name, in the order the admin's form offers them. */
export const BAN_KINDS = ["EMAIL", "PAYER_ID", "MINECRAFT_UUID"] as const;
export type BanKindName = (typeof BAN_KINDS)[number];

/** The names a buyer is known by at one door: each is compared with the ban list as given (see normalisedBanValue). */
export type BuyerNames = {
  payerIds?: readonly (string | null | undefined)[];
  emails?: readonly (string | null | undefined)[];
  uuids?: readonly (string | null | undefined)[];
};

const reason = z.string().trim().min(3, "Say why, in a few words (3 characters or more).").max(500, "Keep the reason under 500 characters.");

/**
 * An admin's ban: the value is checked for its kind here, at the boundary. A Minecraft account is named by its UUID or
 * its username (resolved at Mojang by the use-case); a payer id is PayPal's 13 letters and digits.
 */
export const addBanSchema = z
  .object({
    kind: z.enum(BAN_KINDS, "Choose what to ban: an e-mail address, a PayPal payer id or a Minecraft account."),
    value: z.string().trim().min(1, "Enter the value to ban.").max(254, "Keep the value under 254 characters."),
    reason,
  })
  .strict()
  .superRefine((input, ctx) => {
    const ok =
      input.kind === "EMAIL"
        ? z.email().safeParse(input.value).success
        : input.kind === "PAYER_ID"
          ? /^[A-Z0-9]{13}$/.test(input.value.toUpperCase())
          : minecraftUuidSchema.safeParse(input.value).success || minecraftUsernameSchema.safeParse(input.value).success;
    if (!ok) ctx.addIssue({ code: "custom", path: ["value"], message: VALUE_ERRORS[input.kind] });
  });
export type AddBanInput = z.infer<typeof addBanSchema>;

const VALUE_ERRORS: Record<BanKindName, string> = {
  EMAIL: "Enter an e-mail address.",
  PAYER_ID: "A PayPal payer id is 13 letters and digits, as the Orders tab shows it.",
  MINECRAFT_UUID: "Enter a Minecraft username or UUID.",
};

/** Lifting a ban: which, and why (audited). */
export const liftBanSchema = z.object({ id: z.uuid("id must be a ban id"), reason }).strict();
export type LiftBanInput = z.infer<typeof liftBanSchema>;

/**
 * The value a ban of this kind stores and a check compares: e-mail addresses in lower case, payer ids in upper case,
 * UUIDs dashed in lower case (as licenses store them).
 */
export function normalisedBanValue(kind: BanKindName, value: string): string {
  const trimmed = value.trim();
  if (kind === "PAYER_ID") return trimmed.toUpperCase();
  if (kind === "MINECRAFT_UUID") return minecraftUuidSchema.safeParse(trimmed).data ?? trimmed.toLowerCase();
  return trimmed.toLowerCase();
}
