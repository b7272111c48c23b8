-- Monthly affiliate payouts through PayPal Payouts (#12 §4): a run per month, an item per affiliate,
-- and the commission lines each item pays.
CREATE TYPE "PayoutRunStatus" AS ENUM ('PROPOSED', 'CONFIRMED', 'SENT', 'COMPLETED');
CREATE TYPE "PayoutItemStatus" AS ENUM ('PROPOSED', 'SENT', 'PAID', 'RETURNED');

CREATE TABLE "payout_runs" (
    "id" UUID NOT NULL,
    "period" CHAR(7) NOT NULL,
    "status" "PayoutRunStatus" NOT NULL DEFAULT 'PROPOSED',
    "total_cents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMPTZ(3),
    "confirmed_by" VARCHAR(64),
    "payout_batch_id" VARCHAR(64),
    "sent_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    CONSTRAINT "payout_runs_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "payout_runs_period_key" ON "payout_runs"("period");
CREATE UNIQUE INDEX "payout_runs_payout_batch_id_key" ON "payout_runs"("payout_batch_id");
CREATE INDEX "payout_runs_status_idx" ON "payout_runs"("status");

CREATE TABLE "payout_items" (
    "id" UUID NOT NULL,
    "run_id" UUID NOT NULL,
    "affiliate_id" UUID NOT NULL,
    "receiver_email" VARCHAR(254) NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "status" "PayoutItemStatus" NOT NULL DEFAULT 'PROPOSED',
    "paypal_item_id" VARCHAR(64),
    "transaction_status" VARCHAR(32),
    "failure_reason" VARCHAR(300),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "payout_items_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "payout_items_paypal_item_id_key" ON "payout_items"("paypal_item_id");
CREATE UNIQUE INDEX "payout_items_run_id_affiliate_id_key" ON "payout_items"("run_id", "affiliate_id");
CREATE INDEX "payout_items_affiliate_id_idx" ON "payout_items"("affiliate_id");
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "payout_runs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_affiliate_id_fkey" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "commissions" ADD COLUMN "payout_item_id" UUID;
CREATE INDEX "commissions_payout_item_id_idx" ON "commissions"("payout_item_id");
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payout_item_id_fkey" FOREIGN KEY ("payout_item_id") REFERENCES "payout_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
