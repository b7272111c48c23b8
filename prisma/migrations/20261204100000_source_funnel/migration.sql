-- The funnel per source: the first whitelist check of each license, the campaign of each order, and the visits of
-- the payment page per source.

-- A license checked before this migration keeps its last check as its first: the earliest time the shop still knows.
ALTER TABLE "license_checks" ADD COLUMN "first_checked_at" TIMESTAMPTZ(3);
UPDATE "license_checks" SET "first_checked_at" = "checked_at";
ALTER TABLE "license_checks" ALTER COLUMN "first_checked_at" SET NOT NULL;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "utm_campaign" VARCHAR(64),
ADD COLUMN     "utm_source" VARCHAR(64);

-- CreateTable
CREATE TABLE "source_visits" (
    "day" DATE NOT NULL,
    "code" VARCHAR(20) NOT NULL DEFAULT '',
    "utm_source" VARCHAR(64) NOT NULL DEFAULT '',
    "utm_campaign" VARCHAR(64) NOT NULL DEFAULT '',
    "visitor_hash" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "source_visits_pkey" PRIMARY KEY ("day","code","utm_source","utm_campaign","visitor_hash")
);

-- CreateIndex
CREATE INDEX "license_checks_first_checked_at_idx" ON "license_checks"("first_checked_at");
