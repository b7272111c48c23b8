import "server-only";

import { prisma } from "@/lib/database/db";
import { priceOf, type PurchasePrice } from "@/lib/downloads/purchase-timeline";
import { downloadTokenSecret } from "@/lib/downloads/token-secret";
import { checkDownloadToken } from "@/lib/downloads/token-signature";
import type { TaxReceipt } from "@/lib/mail/templates/receipt";
import { receiptDetails } from "@/lib/tax/receipt-details";

/** The printable receipt of one purchase: what the receipt e-mail says, and its credit note after a refund. */
export type PrintableReceipt = {
  /** The licensed account; null for a gift, whose recipient chooses the account when they redeem it. */
  username: string | null;
  paypalOrderId: string;
  /** PayPal's transaction (capture) id. */
  captureId: string;
  /** The capture: the receipt's date. */
  paidAt: Date;
  price: PurchasePrice;
  tosVersion: string;
  tosAcceptedAt: Date;
  receipt: TaxReceipt;
  /** The refund or reversal's credit note, which corrects the receipt; its date is the refund's. */
  creditNote: { number: string; at: Date } | null;
  /** A pack's seats, and the credit notes of its seats refunded (each with its amount and VAT); null for one license. */
  pack: { seats: ReceiptSeat[]; creditNotes: SeatCreditNote[] } | null;
};

/** A pack's seat on its receipt: the account it licensed, or null for a gift code; and whether it was refunded. */
export type ReceiptSeat = { position: number; username: string | null; refunded: boolean };

/** A credit note for a pack's seats refunded together: the seats, their amount and the VAT inside it. */
export type SeatCreditNote = { number: string; at: Date; positions: number[]; amountCents: number; vatCents: number };

/** "invalid": the token opens nothing (as on /download); "none": a genuine token whose purchase has no receipt number. */
export type ReceiptAccess = { ok: true; receipt: PrintableReceipt } | { ok: false; reason: "invalid" | "none" };

type Row = {
  expiresAt: Date;
  orderId: string | null;
  quantity: number | null;
  tierPercent: number | null;
  tierCents: number | null;
  username: string | null;
  paypalOrderId: string | null;
  captureId: string | null;
  capturedAt: Date | null;
  amountCents: number | null;
  currency: string | null;
  listPriceCents: number | null;
  discountCents: number | null;
  referralCode: string | null;
  saleLabel: string | null;
  salePriceCents: number | null;
  tosVersion: string | null;
  tosAcceptedAt: Date | null;
  receiptNumber: string | null;
  taxCountry: string | null;
  vatRateBp: number | null;
  vatCents: number | null;
  creditNoteNumber: string | null;
  refundedAt: Date | null;
  isGift?: boolean;
};

/**
 * The receipt a download token opens: the purchase its status shows (lib/downloads/purchase-timeline.ts: the
 * token's own order, or for a resent link the license's latest paid one), for an inactive license too, so a refunded
 * buyer can print the credit note. The token must be genuine, unexpired and the very one issued. One query, by
 * primary key, the order through its index on license_id.
 */
export async function getReceipt(token: string, now = new Date()): Promise<ReceiptAccess> {
  const check = checkDownloadToken(token, downloadTokenSecret(), now);
  if (!check.ok) return { ok: false, reason: "invalid" };

  const [row] = await prisma.$queryRaw<Row[]>`
    SELECT t.expires_at AS "expiresAt", o.id AS "orderId", o.quantity, o.tier_percent AS "tierPercent", o.tier_cents AS "tierCents",
           o.username, o.paypal_order_id AS "paypalOrderId", o.capture_id AS "captureId",
           o.captured_at AS "capturedAt", o.amount_cents AS "amountCents", o.currency, o.list_price_cents AS "listPriceCents",
           o.discount_cents AS "discountCents", o.referral_code AS "referralCode", o.sale_label AS "saleLabel",
           o.sale_price_cents AS "salePriceCents", o.tos_version AS "tosVersion", o.tos_accepted_at AS "tosAcceptedAt",
           o.receipt_number AS "receiptNumber", o.tax_country AS "taxCountry", o.vat_rate_bp AS "vatRateBp", o.vat_cents AS "vatCents",
           o.credit_note_number AS "creditNoteNumber", o.refunded_at AS "refundedAt"
    FROM download_tokens t
    LEFT JOIN LATERAL (
      SELECT orders.id, quantity, tier_percent, tier_cents, username, paypal_order_id, capture_id, captured_at, amount_cents,
             currency::text, list_price_cents, discount_cents, referral_code, s.label AS sale_label, s.price_cents AS sale_price_cents,
             tos_version, tos_accepted_at, receipt_number, tax_country::text, vat_rate_bp, vat_cents, credit_note_number, refunded_at
      FROM orders LEFT JOIN sales s ON s.id = orders.sale_id
      WHERE captured_at IS NOT NULL AND NOT is_gift AND (orders.id = t.order_id OR (t.order_id IS NULL AND license_id = t.license_id))
      ORDER BY (status = 'COMPLETED') DESC, captured_at DESC
      LIMIT 1
    ) o ON true
    WHERE t.id = ${check.tokenId}::uuid`;
  // The row must carry the very expiry that was signed (as resolveDownloadGrant checks).
  if (!row || Math.floor(row.expiresAt.getTime() / 1000) !== Math.floor(check.expiresAt.getTime() / 1000)) return { ok: false, reason: "invalid" };
  return toPrintableReceipt(row);
}

/**
 * The receipt of one paid order by its id, for the buyer's account (which has checked the order is theirs): the same
 * document the download token opens, for a gift too (the account is the only place a gift's buyer prints it from).
 * One query, by primary key.
 */
export async function getOrderReceipt(orderId: string): Promise<ReceiptAccess> {
  const [row] = await prisma.$queryRaw<Omit<Row, "expiresAt">[]>`
    SELECT o.id AS "orderId", o.quantity, o.tier_percent AS "tierPercent", o.tier_cents AS "tierCents",
           o.username, o.paypal_order_id AS "paypalOrderId", o.capture_id AS "captureId", o.captured_at AS "capturedAt",
           o.amount_cents AS "amountCents", o.currency::text AS currency, o.list_price_cents AS "listPriceCents",
           o.discount_cents AS "discountCents", o.referral_code AS "referralCode", s.label AS "saleLabel",
           s.price_cents AS "salePriceCents", o.tos_version AS "tosVersion", o.tos_accepted_at AS "tosAcceptedAt",
           o.receipt_number AS "receiptNumber", o.tax_country::text AS "taxCountry", o.vat_rate_bp AS "vatRateBp",
           o.vat_cents AS "vatCents", o.credit_note_number AS "creditNoteNumber", o.refunded_at AS "refundedAt",
           o.is_gift AS "isGift"
    FROM orders o LEFT JOIN sales s ON s.id = o.sale_id
    WHERE o.id = ${orderId}::uuid AND o.captured_at IS NOT NULL`;
  return row ? toPrintableReceipt(row) : { ok: false, reason: "none" };
}

async function toPrintableReceipt(row: Omit<Row, "expiresAt">): Promise<ReceiptAccess> {
  const receipt = receiptDetails(row);
  const { paypalOrderId, captureId, capturedAt, amountCents, currency, tosVersion, tosAcceptedAt } = row;
  const username = row.isGift ? null : row.username;
  const isPack = (row.quantity ?? 1) > 1;
  if (
    !receipt ||
    (!username && !row.isGift && !isPack) ||
    !paypalOrderId ||
    !captureId ||
    !capturedAt ||
    amountCents === null ||
    !currency ||
    !tosVersion ||
    !tosAcceptedAt
  ) {
    return { ok: false, reason: "none" };
  }
  const price = priceOf(row);
  if (!price) return { ok: false, reason: "none" };
  return {
    ok: true,
    receipt: {
      username,
      paypalOrderId,
      captureId,
      paidAt: capturedAt,
      price,
      tosVersion,
      tosAcceptedAt,
      receipt,
      creditNote: row.creditNoteNumber && row.refundedAt ? { number: row.creditNoteNumber, at: row.refundedAt } : null,
      pack: isPack && row.orderId ? await packOf(row.orderId) : null,
    },
  };
}

/** A pack's seats for its receipt, and its seats' credit notes: one query, by the order's seats index. */
async function packOf(orderId: string): Promise<NonNullable<PrintableReceipt["pack"]>> {
  const seats = await prisma.orderSeat.findMany({
    where: { orderId },
    orderBy: { position: "asc" },
    select: { position: true, username: true, amountCents: true, vatCents: true, refundedAt: true, creditNoteNumber: true },
  });
  const notes = new Map<string, SeatCreditNote>();
  for (const seat of seats) {
    if (!seat.creditNoteNumber || !seat.refundedAt) continue;
    const note = notes.get(seat.creditNoteNumber) ?? { number: seat.creditNoteNumber, at: seat.refundedAt, positions: [], amountCents: 0, vatCents: 0 };
    note.positions.push(seat.position);
    note.amountCents += seat.amountCents;
    note.vatCents += seat.vatCents ?? 0;
    notes.set(seat.creditNoteNumber, note);
  }
  return {
    seats: seats.map((seat) => ({ position: seat.position, username: seat.username, refunded: seat.refundedAt !== null })),
    creditNotes: [...notes.values()],
  };
}
