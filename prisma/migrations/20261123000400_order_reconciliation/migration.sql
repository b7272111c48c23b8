-- Reconciliation that reaches every order: each open order carries when it is
-- next checked at PayPal, and orders nobody paid end CLOSED with a reason.

-- CreateEnum
CREATE TYPE "OrderCloseReason" AS ENUM ('VOIDED', 'EXPIRED', 'NOT_FOUND');

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'CLOSED';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "check_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "closed_at" TIMESTAMPTZ(3),
ADD COLUMN     "closed_reason" "OrderCloseReason",
ADD COLUMN     "next_check_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Existing rows: an open order is first checked two minutes after it was made
-- (an old one is therefore due at once, oldest first). For the other rows the
-- column means nothing, and creation time is as good as any.
UPDATE "orders" SET "next_check_at" = "created_at" + INTERVAL '2 minutes';

-- CreateIndex
CREATE INDEX "orders_status_next_check_at_idx" ON "orders"("status", "next_check_at");
