-- Proof of account ownership (#11 §2): the one-time server ids the mod joins
-- on Mojang's session server, and when a license's owner last proved it.

-- AlterTable
ALTER TABLE "licenses" ADD COLUMN     "ownership_verified_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "license_challenges" (
    "id" UUID NOT NULL,
    "server_id" CHAR(40) NOT NULL,
    "uuid" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "ip_address" VARCHAR(45) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "license_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex: the proof finds its challenge by server id
CREATE UNIQUE INDEX "license_challenges_server_id_key" ON "license_challenges"("server_id");

-- CreateIndex: writing a challenge deletes the expired ones
CREATE INDEX "license_challenges_expires_at_idx" ON "license_challenges"("expires_at");
