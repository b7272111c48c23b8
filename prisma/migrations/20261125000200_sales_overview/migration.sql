-- Sales at a glance (#13 §2): when an order's money went back, the indexes
-- the dashboard's per-day figures read, and the payment page's daily visitors.

-- AlterTable: set by the refund and reversal handlers. Orders refunded before
-- this column existed take their license's revocation time when the refund
-- revoked it, else their last update, the closest records there are.
ALTER TABLE "orders" ADD COLUMN "refunded_at" TIMESTAMPTZ(3);
UPDATE "orders" o SET "refunded_at" = COALESCE(l."revoked_at", o."updated_at")
FROM "licenses" l WHERE o."status" IN ('REFUNDED', 'REVERSED') AND l."id" = o."license_id";
UPDATE "orders" SET "refunded_at" = "updated_at" WHERE "status" IN ('REFUNDED', 'REVERSED') AND "refunded_at" IS NULL;

-- CreateIndex: paid orders and revenue per capture day, refunds per refund day
CREATE INDEX "orders_captured_at_idx" ON "orders"("captured_at");
CREATE INDEX "orders_refunded_at_idx" ON "orders"("refunded_at");

-- CreateTable: one row per UTC day and visitor of /payment, hashed with the
-- referral visits' daily salt, so no address or user agent is stored. The
-- primary key is the dedupe and serves visitors per day.
CREATE TABLE "checkout_visits" (
    "day" DATE NOT NULL,
    "visitor_hash" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "checkout_visits_pkey" PRIMARY KEY ("day","visitor_hash")
);
