-- Issue #26 §2: gift codes. A gift order names no Minecraft account (its recipient does, at /redeem), so the
-- order's account columns become optional, and a CHECK keeps them consistent with is_gift.
-- AlterEnum
ALTER TYPE "LicenseSource" ADD VALUE 'GIFT';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "is_gift" BOOLEAN NOT NULL DEFAULT false,
ALTER COLUMN "username" DROP NOT NULL,
ALTER COLUMN "minecraft_uuid" DROP NOT NULL;

-- CreateTable
CREATE TABLE "gifts" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "code_hash" CHAR(64),
    "recipient_email" VARCHAR(254),
    "message" VARCHAR(500),
    "send_at" TIMESTAMPTZ(3),
    "redeemed_at" TIMESTAMPTZ(3),
    "license_id" UUID,
    "redeemed_username" VARCHAR(16),
    "voided_at" TIMESTAMPTZ(3),
    "void_reason" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gifts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "gifts_order_id_key" ON "gifts"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "gifts_code_hash_key" ON "gifts"("code_hash");

-- CreateIndex
CREATE INDEX "gifts_license_id_idx" ON "gifts"("license_id");

-- CreateIndex
CREATE INDEX "gifts_recipient_email_idx" ON "gifts"("recipient_email");

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A gift order has no account, any other order has one.
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_account_check"
  CHECK (("is_gift" AND "username" IS NULL AND "minecraft_uuid" IS NULL) OR (NOT "is_gift" AND "username" IS NOT NULL AND "minecraft_uuid" IS NOT NULL));

-- A gift's license and account are set only together with its redemption time.
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_check"
  CHECK ("redeemed_at" IS NOT NULL OR ("license_id" IS NULL AND "redeemed_username" IS NULL));
