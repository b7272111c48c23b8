-- Issue #24: tax records. Each paid order keeps the buyer's location evidence, the country decided, the VAT rate
-- and amount fixed at capture, and its receipt number, and a refund its credit note's number. Numbers come from
-- document_numbers, one row per series and year, taken inside the transaction that records the sale.

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "credit_note_number" VARCHAR(16),
ADD COLUMN     "ip_country" CHAR(2),
ADD COLUMN     "payer_country" CHAR(2),
ADD COLUMN     "receipt_number" VARCHAR(16),
ADD COLUMN     "tax_country" CHAR(2),
ADD COLUMN     "tax_country_reason" VARCHAR(500),
ADD COLUMN     "tax_country_set_by" VARCHAR(64),
ADD COLUMN     "tax_review" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "vat_cents" INTEGER,
ADD COLUMN     "vat_rate_bp" INTEGER,
ADD COLUMN     "vat_source" VARCHAR(64);

-- CreateTable
CREATE TABLE "document_numbers" (
    "series" VARCHAR(16) NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "document_numbers_pkey" PRIMARY KEY ("series","year")
);

-- CreateIndex
CREATE UNIQUE INDEX "orders_receipt_number_key" ON "orders"("receipt_number");

-- CreateIndex
CREATE UNIQUE INDEX "orders_credit_note_number_key" ON "orders"("credit_note_number");

-- CreateIndex
CREATE INDEX "orders_tax_review_captured_at_idx" ON "orders"("tax_review", "captured_at");

-- A rate, an amount of tax and a number are never negative.
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_check" CHECK ("vat_rate_bp" >= 0 AND "vat_cents" >= 0);
ALTER TABLE "document_numbers" ADD CONSTRAINT "document_numbers_last_check" CHECK ("last" > 0);
