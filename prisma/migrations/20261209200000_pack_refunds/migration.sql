-- A pack's refunds outside the dashboard, and the seat refunds due after a capture commits.
-- AlterTable
ALTER TABLE "order_seats" ADD COLUMN     "refund_due" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "refunded_elsewhere_cents" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "order_seats_refund_due_idx" ON "order_seats"("refund_due");

ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_elsewhere_check" CHECK ("refunded_elsewhere_cents" >= 0);
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_refund_due_check" CHECK (NOT "refund_due" OR ("refunded_at" IS NOT NULL AND "refund_id" IS NULL));
