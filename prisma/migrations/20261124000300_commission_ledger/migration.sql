-- The commission ledger (#12): a hold before a sale's commission is approved, clawback lines for
-- sales refunded after they were paid out, and the reason a line was voided.
CREATE TYPE "CommissionKind" AS ENUM ('SALE', 'CLAWBACK');

ALTER TABLE "commissions"
  ADD COLUMN "kind" "CommissionKind" NOT NULL DEFAULT 'SALE',
  ADD COLUMN "hold_until" TIMESTAMPTZ(3),
  ADD COLUMN "void_reason" VARCHAR(500);

-- Lines recorded before the hold existed get the default 30 days from their sale.
UPDATE "commissions" SET "hold_until" = "created_at" + INTERVAL '30 days';
ALTER TABLE "commissions" ALTER COLUMN "hold_until" SET NOT NULL;

-- One sale line and at most one clawback per order.
DROP INDEX "commissions_order_id_key";
CREATE UNIQUE INDEX "commissions_order_id_kind_key" ON "commissions"("order_id", "kind");

-- The ledger of a code, newest first.
CREATE INDEX "commissions_code_created_at_idx" ON "commissions"("code", "created_at" DESC);

-- Self-referral and shared-payer checks on affiliate sales.
CREATE INDEX "orders_payer_id_idx" ON "orders"("payer_id");
