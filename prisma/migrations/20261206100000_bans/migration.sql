-- The ban list, and a dispute's license suspended by an admin while it is open.

-- CreateEnum
CREATE TYPE "BanKind" AS ENUM ('PAYER_ID', 'EMAIL', 'MINECRAFT_UUID');

-- AlterTable
ALTER TABLE "disputes" ADD COLUMN     "license_suspended_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "bans" (
    "id" UUID NOT NULL,
    "kind" "BanKind" NOT NULL,
    "value" VARCHAR(254) NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "dispute_id" UUID,
    "created_by" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lifted_at" TIMESTAMPTZ(3),
    "lifted_by" VARCHAR(64),
    "lift_reason" VARCHAR(500),

    CONSTRAINT "bans_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bans_lifted_at_created_at_idx" ON "bans"("lifted_at", "created_at");

-- CreateIndex
CREATE INDEX "bans_dispute_id_idx" ON "bans"("dispute_id");

-- CreateIndex
CREATE UNIQUE INDEX "bans_kind_value_key" ON "bans"("kind", "value");

-- AddForeignKey
ALTER TABLE "bans" ADD CONSTRAINT "bans_dispute_id_fkey" FOREIGN KEY ("dispute_id") REFERENCES "disputes"("id") ON DELETE SET NULL ON UPDATE CASCADE;
