-- Affiliate accounts and passwordless sign-in (#12 section 1): the account an
-- approved application becomes, its one-time sign-in links and its sessions.
-- Tokens are stored as their SHA-256 only.

-- CreateEnum
CREATE TYPE "AffiliateStatus" AS ENUM ('ACTIVE', 'SUSPENDED');

-- CreateTable
CREATE TABLE "affiliates" (
    "id" UUID NOT NULL,
    "application_id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "status" "AffiliateStatus" NOT NULL DEFAULT 'ACTIVE',
    "suspended_reason" VARCHAR(500),
    "suspended_at" TIMESTAMPTZ(3),
    "payout_email" VARCHAR(254),
    "minecraft_uuid" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "affiliates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "affiliate_login_tokens" (
    "id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "affiliate_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "affiliate_login_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "affiliate_sessions" (
    "id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "affiliate_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "affiliate_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "affiliates_application_id_key" ON "affiliates"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "affiliates_email_key" ON "affiliates"("email");

-- CreateIndex
CREATE UNIQUE INDEX "affiliate_login_tokens_token_hash_key" ON "affiliate_login_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "affiliate_login_tokens_affiliate_id_idx" ON "affiliate_login_tokens"("affiliate_id");

-- CreateIndex
CREATE INDEX "affiliate_login_tokens_expires_at_idx" ON "affiliate_login_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "affiliate_sessions_token_hash_key" ON "affiliate_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "affiliate_sessions_affiliate_id_idx" ON "affiliate_sessions"("affiliate_id");

-- AddForeignKey
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "affiliate_applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliate_login_tokens" ADD CONSTRAINT "affiliate_login_tokens_affiliate_id_fkey" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "affiliate_sessions" ADD CONSTRAINT "affiliate_sessions_affiliate_id_fkey" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
