-- The buyer's purchase status (lib/downloads/purchase-timeline.ts) shows when the jar was first downloaded
-- and when the payment was refunded. Each download token records its first download (the last one
-- was already kept as last_used_at).
ALTER TABLE "download_tokens" ADD COLUMN "first_used_at" TIMESTAMPTZ(3);

-- Tokens used before this column existed: their only known download time is the last one.
UPDATE "download_tokens" SET "first_used_at" = "last_used_at" WHERE "use_count" > 0;

-- When PayPal reported the order's payment refunded or reversed.
ALTER TABLE "orders" ADD COLUMN "refunded_at" TIMESTAMPTZ(3);

-- Orders refunded before this column existed: the license's revocation time when the refund revoked it, else the last update.
UPDATE "orders" o SET "refunded_at" = COALESCE(l."revoked_at", o."updated_at")
FROM "licenses" l WHERE o."status" IN ('REFUNDED', 'REVERSED') AND l."id" = o."license_id";
UPDATE "orders" SET "refunded_at" = "updated_at" WHERE "status" IN ('REFUNDED', 'REVERSED') AND "refunded_at" IS NULL;
