import "server-only";

import { prisma } from "@/lib/database/db";
import { downloadTokenSecret } from "@/lib/downloads/token-secret";
import { checkDownloadToken } from "@/lib/downloads/token-signature";
import { priceBreakdown, type PriceBreakdown } from "@/lib/pricing/price-breakdown";

/** What the purchase cost: the amount charged and, when a sale or a creator code lowered it, how. */
/** What a purchase cost: its amount, in its currency, how it was priced (each license's, for a pack), and how many licenses. */
export type PurchasePrice = { amountCents: number; currency: string; breakdown: PriceBreakdown | null; quantity: number };

/** What happened to one purchase, for its buyer: each step's time, or null when it has not happened. */
export type PurchaseTimeline = {
  username: string;
  /** Whether the mod accepts the account now; a refund or chargeback (or an admin) can end it. */
  licenseActive: boolean;
  /** PayPal's transaction (capture) id; null for a license an admin added without an order. */
  captureId: string | null;
  paidAt: Date | null;
  /** When the license became active for this purchase. */
  whitelistedAt: Date;
  /** The first download of the jar since the purchase, through any of the license's links. */
  downloadedAt: Date | null;
  /** When PayPal reported the payment refunded or reversed. */
  refund: { kind: "REFUNDED" | "REVERSED"; at: Date } | null;
  /** When the license was deactivated, if it is inactive. */
  deactivatedAt: Date | null;
  /** What was paid; null for a license an admin added without an order. */
  price: PurchasePrice | null;
  /** The order's receipt number (TAX_MODE=vat): the status then links its printable receipt. */
  receiptNumber: string | null;
};

type Row = {
  expiresAt: Date;
  username: string;
  active: boolean;
  addedAt: Date;
  revokedAt: Date | null;
  status: string | null;
  captureId: string | null;
  capturedAt: Date | null;
  refundedAt: Date | null;
  downloadedAt: Date | null;
  amountCents: number | null;
  currency: string | null;
  listPriceCents: number | null;
  discountCents: number | null;
  referralCode: string | null;
  saleLabel: string | null;
  salePriceCents: number | null;
  receiptNumber: string | null;
  quantity: number | null;
  tierPercent: number | null;
  tierCents: number | null;
};

/**
 * The purchase status a download token opens (the /download page and the
 * receipt's status link). Unlike the download itself it is shown for an
 * inactive license too, so a refunded buyer can see what happened; the token
 * must still be genuine, unexpired and the very one issued (as for the jar).
 *
 * One query, by primary key: the token's license, its order (the receipt's
 * token names it; a resent link takes the license's latest paid order) with
 * its price breakdown and sale (a pack's order through the token, which names it), and the license's first download since that
 * payment, all through indexes on license_id. Null when the token opens nothing.
 * A redeemed gift's order is not shown: its payment is the giver's, not the recipient's.
 */
export async function getPurchaseTimeline(token: string, now = new Date()): Promise<PurchaseTimeline | null> {
  const check = checkDownloadToken(token, downloadTokenSecret(), now);
  if (!check.ok) return null;

  const [row] = await prisma.$queryRaw<Row[]>`
    SELECT t.expires_at AS "expiresAt", l.username, l.active, l.added_date AS "addedAt", l.revoked_at AS "revokedAt",
           o.status, o.capture_id AS "captureId", o.captured_at AS "capturedAt", o.refunded_at AS "refundedAt",
           o.amount_cents AS "amountCents", o.currency, o.list_price_cents AS "listPriceCents", o.discount_cents AS "discountCents",
           o.referral_code AS "referralCode", o.sale_label AS "saleLabel", o.sale_price_cents AS "salePriceCents",
           o.receipt_number AS "receiptNumber", o.quantity, o.tier_percent AS "tierPercent", o.tier_cents AS "tierCents",
           (SELECT min(d.first_used_at) FROM download_tokens d
             WHERE d.license_id = t.license_id AND d.first_used_at >= COALESCE(o.captured_at, l.added_date)) AS "downloadedAt"
    FROM download_tokens t
    JOIN licenses l ON l.id = t.license_id
    LEFT JOIN LATERAL (
      SELECT status::text, capture_id, captured_at, refunded_at, amount_cents, currency::text, list_price_cents, discount_cents, referral_code,
             s.label AS sale_label, s.price_cents AS sale_price_cents, receipt_number, quantity, tier_percent, tier_cents
      FROM orders LEFT JOIN sales s ON s.id = orders.sale_id
      WHERE captured_at IS NOT NULL AND NOT is_gift AND (orders.id = t.order_id OR (t.order_id IS NULL AND license_id = t.license_id))
      ORDER BY (status = 'COMPLETED') DESC, captured_at DESC
      LIMIT 1
    ) o ON true
    WHERE t.id = ${check.tokenId}::uuid`;
  // The row must carry the very expiry that was signed (as resolveDownloadGrant checks).
  if (!row || Math.floor(row.expiresAt.getTime() / 1000) !== Math.floor(check.expiresAt.getTime() / 1000)) return null;

  const refunded = row.status === "REFUNDED" || row.status === "REVERSED";
  return {
    username: row.username,
    licenseActive: row.active,
    captureId: row.captureId,
    paidAt: row.capturedAt,
    // Fulfilment activates the license in the transaction that records the payment; an older license (bought again) was re-activated then.
    whitelistedAt: row.capturedAt && row.capturedAt > row.addedAt ? row.capturedAt : row.addedAt,
    downloadedAt: row.downloadedAt,
    refund: refunded && row.refundedAt ? { kind: row.status === "REVERSED" ? "REVERSED" : "REFUNDED", at: row.refundedAt } : null,
    deactivatedAt: row.active ? null : row.revokedAt,
    price: priceOf(row),
    receiptNumber: row.receiptNumber,
  };
}

/** The columns a purchase's price is read from (the order's, its sale's label and price). */
export type PriceColumns = Pick<
  Row,
  "amountCents" | "currency" | "listPriceCents" | "discountCents" | "referralCode" | "saleLabel" | "salePriceCents" | "quantity" | "tierPercent" | "tierCents"
>;

/** What a purchase cost, from its order's columns; null for a license without an order (an admin's). */
export function priceOf(row: PriceColumns): PurchasePrice | null {
  if (row.amountCents === null || row.currency === null) return null;
  const sale = row.saleLabel !== null && row.salePriceCents !== null ? { label: row.saleLabel, priceCents: row.salePriceCents } : null;
  const breakdown = priceBreakdown({
    listPriceCents: row.listPriceCents,
    discountCents: row.discountCents ?? 0,
    referralCode: row.referralCode,
    sale,
    tierPercent: row.tierPercent,
    tierCents: row.tierCents ?? 0,
  });
  return { amountCents: row.amountCents, currency: row.currency, breakdown, quantity: row.quantity ?? 1 };
}
