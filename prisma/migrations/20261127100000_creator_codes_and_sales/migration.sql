-- Issue #23: creator codes and sales. A referral code gets terms (a buyer discount, a commission per sale, a
-- number of uses, a window, an active flag), a sale sets the price for a while, and an order keeps the breakdown
-- it was priced with. Every existing code keeps what it did: no discount and $1.00 per sale.

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "code_use_held" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "commission_cents" INTEGER,
ADD COLUMN     "discount_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "list_price_cents" INTEGER,
ADD COLUMN     "sale_id" UUID;

-- AlterTable
ALTER TABLE "referral_codes" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "commission_cents" INTEGER NOT NULL DEFAULT 100,
ADD COLUMN     "discount_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "discount_percent" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ends_at" TIMESTAMPTZ(3),
ADD COLUMN     "max_uses" INTEGER,
ADD COLUMN     "starts_at" TIMESTAMPTZ(3),
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "uses" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "sales" (
    "id" UUID NOT NULL,
    "label" VARCHAR(40) NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "created_by" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelled_at" TIMESTAMPTZ(3),

    CONSTRAINT "sales_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sales_ends_at_starts_at_idx" ON "sales"("ends_at", "starts_at");

-- CreateIndex
CREATE INDEX "orders_sale_id_idx" ON "orders"("sale_id");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What the application checks too, kept by the database whatever writes the rows.
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_terms_check" CHECK (
    "discount_percent" BETWEEN 0 AND 100 AND "discount_cents" >= 0 AND NOT ("discount_percent" > 0 AND "discount_cents" > 0)
    AND "commission_cents" >= 0 AND "uses" >= 0 AND ("max_uses" IS NULL OR "max_uses" >= 0)
    AND ("starts_at" IS NULL OR "ends_at" IS NULL OR "starts_at" < "ends_at"));
ALTER TABLE "sales" ADD CONSTRAINT "sales_terms_check" CHECK ("price_cents" >= 100 AND "starts_at" < "ends_at");
ALTER TABLE "orders" ADD CONSTRAINT "orders_breakdown_check" CHECK ("discount_cents" >= 0 AND ("commission_cents" IS NULL OR "commission_cents" BETWEEN 0 AND "amount_cents"));
