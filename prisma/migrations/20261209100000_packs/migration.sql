-- Packs: one order of 2 to 20 licenses, each seat an account or a gift code, refunded seat by seat, with gifts and
-- commissions keyed per seat.
-- DropIndex
DROP INDEX "commissions_order_id_kind_key";

-- DropIndex
DROP INDEX "gifts_order_id_key";

-- AlterTable
ALTER TABLE "commissions" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "gifts" ADD COLUMN     "seat_id" UUID;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "quantity" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "tier_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tier_percent" INTEGER;

-- CreateTable
CREATE TABLE "order_seats" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "username" VARCHAR(16),
    "minecraft_uuid" UUID,
    "is_gift" BOOLEAN NOT NULL DEFAULT false,
    "amount_cents" INTEGER NOT NULL,
    "vat_cents" INTEGER,
    "license_id" UUID,
    "refund_id" VARCHAR(64),
    "refunded_at" TIMESTAMPTZ(3),
    "refund_reason" VARCHAR(200),
    "credit_note_number" VARCHAR(16),

    CONSTRAINT "order_seats_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_seats_refund_id_key" ON "order_seats"("refund_id");

-- CreateIndex
CREATE INDEX "order_seats_minecraft_uuid_idx" ON "order_seats"("minecraft_uuid");

-- CreateIndex
CREATE INDEX "order_seats_license_id_idx" ON "order_seats"("license_id");

-- CreateIndex
CREATE INDEX "order_seats_refunded_at_idx" ON "order_seats"("refunded_at");

-- CreateIndex
CREATE UNIQUE INDEX "order_seats_order_id_position_key" ON "order_seats"("order_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "commissions_order_id_position_kind_key" ON "commissions"("order_id", "position", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "gifts_seat_id_key" ON "gifts"("seat_id");

-- CreateIndex
CREATE INDEX "gifts_order_id_idx" ON "gifts"("order_id");

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_seat_id_fkey" FOREIGN KEY ("seat_id") REFERENCES "order_seats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A pack buys 2 to 20 licenses and names its accounts in its seats, an order of one is a gift or names its account.
ALTER TABLE "orders" ADD CONSTRAINT "orders_quantity_check" CHECK ("quantity" BETWEEN 1 AND 20);
ALTER TABLE "orders" DROP CONSTRAINT "orders_gift_account_check";
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_account_check"
  CHECK (("quantity" = 1 AND (("is_gift" AND "username" IS NULL AND "minecraft_uuid" IS NULL) OR (NOT "is_gift" AND "username" IS NOT NULL AND "minecraft_uuid" IS NOT NULL)))
    OR ("quantity" > 1 AND NOT "is_gift" AND "username" IS NULL AND "minecraft_uuid" IS NULL));

-- A seat is a gift or names its account, and the id and credit note of its refund come with its refund time.
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_position_check" CHECK ("position" BETWEEN 1 AND 20);
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_gift_account_check"
  CHECK (("is_gift" AND "username" IS NULL AND "minecraft_uuid" IS NULL) OR (NOT "is_gift" AND "username" IS NOT NULL AND "minecraft_uuid" IS NOT NULL));
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_refund_check"
  CHECK ("refunded_at" IS NOT NULL OR ("refund_id" IS NULL AND "credit_note_number" IS NULL));
