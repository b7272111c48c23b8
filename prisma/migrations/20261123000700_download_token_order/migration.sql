-- The token a fulfilment issued names its order, so answering the same
-- purchase again finds it by order_id instead of by a recomputed expiry.

-- AlterTable
ALTER TABLE "download_tokens" ADD COLUMN     "order_id" UUID;

-- Tokens issued before this column: the fulfilment's token is the one of the
-- order's license that expires 30 days (720 hours) after the capture (as it was looked up).
UPDATE "download_tokens" AS t
SET "order_id" = o."id"
FROM "orders" AS o
WHERE o."license_id" = t."license_id"
  AND o."captured_at" IS NOT NULL
  AND t."expires_at" = o."captured_at" + INTERVAL '720 hours';

-- CreateIndex
CREATE INDEX "download_tokens_order_id_idx" ON "download_tokens"("order_id");

-- AddForeignKey
ALTER TABLE "download_tokens" ADD CONSTRAINT "download_tokens_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
