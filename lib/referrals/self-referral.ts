import "server-only";

import type { Order, Prisma } from "@/lib/generated/prisma/client";

/** Who an affiliate is, as far as this shop knows: their e-mail addresses and their own Minecraft accounts. */
export type AffiliateIdentity = { emails: readonly string[]; minecraftUuids: readonly string[] };

/** A sale as the check reads it; a pack's accounts are its seats' (`seatUuids`), its order names none. */
export type SelfReferralSale = Pick<Order, "id" | "email" | "minecraftUuid" | "payerEmail" | "payerId"> & { seatUuids?: readonly string[] };

/** What a sale shares with the affiliate whose code referred it. */
type SelfReferralMatch = "email" | "paypal_payer" | "minecraft_account";

/**
 * Whether a referred sale is the affiliate buying through their own code: the buyer's or the PayPal
 * payer's e-mail is one of the affiliate's, a licensed account (a pack's seat's too) is the affiliate's own, or the PayPal payer
 * paid an earlier order under the affiliate's e-mail or account (PayPal's payer id names the PayPal account,
 * whatever e-mail the checkout typed). Null when nothing matches. One indexed lookup at most (orders.payer_id).
 */
export async function selfReferralMatch(tx: Prisma.TransactionClient, affiliate: AffiliateIdentity, sale: SelfReferralSale): Promise<SelfReferralMatch | null> {
  const emails = [...new Set(affiliate.emails.map((e) => e.toLowerCase()))];
  const saleEmails = [sale.email, sale.payerEmail].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase());
  if (saleEmails.some((e) => emails.includes(e))) return "email";
  const accounts = [sale.minecraftUuid, ...(sale.seatUuids ?? [])].filter((uuid): uuid is string => Boolean(uuid));
  if (accounts.some((uuid) => affiliate.minecraftUuids.includes(uuid))) return "minecraft_account";
  if (!sale.payerId || (emails.length === 0 && affiliate.minecraftUuids.length === 0)) return null;
  const [earlier] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM orders
    WHERE payer_id = ${sale.payerId} AND id <> ${sale.id}::uuid
      AND (lower(email) = ANY(${emails}::text[]) OR lower(payer_email) = ANY(${emails}::text[]) OR minecraft_uuid = ANY(${[...affiliate.minecraftUuids]}::uuid[])
        OR EXISTS (SELECT 1 FROM order_seats s WHERE s.order_id = orders.id AND s.minecraft_uuid = ANY(${[...affiliate.minecraftUuids]}::uuid[])))
    LIMIT 1`;
  return earlier ? "paypal_payer" : null;
}
