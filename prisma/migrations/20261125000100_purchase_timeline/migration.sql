-- The buyer's purchase status (lib/downloads/purchase-timeline.ts) shows when the jar was first downloaded
-- (orders.refunded_at, added by 20261125000200_sales_overview, says when the payment was refunded).
-- Each download token records its first download (the last one was already kept as last_used_at).
ALTER TABLE "download_tokens" ADD COLUMN "first_used_at" TIMESTAMPTZ(3);

-- Tokens used before this column existed: their only known download time is the last one.
UPDATE "download_tokens" SET "first_used_at" = "last_used_at" WHERE "use_count" > 0;
