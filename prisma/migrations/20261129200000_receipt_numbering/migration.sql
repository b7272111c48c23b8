-- A receipt's number is given in a short transaction after the sale is recorded: the sale's transaction no longer
-- waits on the year's series. Until then the order is marked, and its receipt mail is held (not sent) for the number.
-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'HELD';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "receipt_pending" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "orders_receipt_pending_idx" ON "orders"("receipt_pending");
