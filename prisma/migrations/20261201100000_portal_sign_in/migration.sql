-- One e-mailed sign-in and one session store for the audiences that sign in with their address: affiliates (whose
-- links and sessions move here with their hashes, so nobody is signed out and no unused link stops working) and
-- buyers (their account at /account). An affiliate sign-in or session names the affiliate, a buyer one only the
-- address (the CHECKs), and only a buyer moves an account to another address. PayPal payer addresses are lower-cased
-- like every other address the shop keeps, so the orders of an address are found by equality on an index.

-- CreateEnum
CREATE TYPE "PortalAudience" AS ENUM ('AFFILIATE', 'BUYER');

-- CreateEnum
CREATE TYPE "EmailSignInPurpose" AS ENUM ('SIGN_IN', 'EMAIL_CHANGE');

-- CreateTable
CREATE TABLE "email_sign_ins" (
    "id" UUID NOT NULL,
    "audience" "PortalAudience" NOT NULL,
    "purpose" "EmailSignInPurpose" NOT NULL DEFAULT 'SIGN_IN',
    "email" VARCHAR(254) NOT NULL,
    "affiliate_id" UUID,
    "from_email" VARCHAR(254),
    "link_hash" CHAR(64) NOT NULL,
    "code_hash" CHAR(64),
    "code_tries" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "email_sign_ins_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "email_sign_ins_audience_check" CHECK (("audience" = 'AFFILIATE') = ("affiliate_id" IS NOT NULL)),
    CONSTRAINT "email_sign_ins_purpose_check" CHECK (("purpose" = 'EMAIL_CHANGE') = ("from_email" IS NOT NULL AND "audience" = 'BUYER'))
);

-- CreateTable
CREATE TABLE "portal_sessions" (
    "id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "audience" "PortalAudience" NOT NULL,
    "affiliate_id" UUID,
    "email" VARCHAR(254),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "portal_sessions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "portal_sessions_subject_check" CHECK (
        ("audience" = 'AFFILIATE' AND "affiliate_id" IS NOT NULL AND "email" IS NULL)
        OR ("audience" = 'BUYER' AND "affiliate_id" IS NULL AND "email" IS NOT NULL)
    )
);

-- CreateIndex
CREATE UNIQUE INDEX "email_sign_ins_link_hash_key" ON "email_sign_ins"("link_hash");

-- CreateIndex
CREATE INDEX "email_sign_ins_audience_purpose_email_idx" ON "email_sign_ins"("audience", "purpose", "email");

-- CreateIndex
CREATE INDEX "email_sign_ins_affiliate_id_idx" ON "email_sign_ins"("affiliate_id");

-- CreateIndex
CREATE INDEX "email_sign_ins_expires_at_idx" ON "email_sign_ins"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "portal_sessions_token_hash_key" ON "portal_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "portal_sessions_affiliate_id_idx" ON "portal_sessions"("affiliate_id");

-- CreateIndex
CREATE INDEX "portal_sessions_email_idx" ON "portal_sessions"("email");

-- CreateIndex
CREATE INDEX "portal_sessions_expires_at_idx" ON "portal_sessions"("expires_at");

-- AddForeignKey
ALTER TABLE "email_sign_ins" ADD CONSTRAINT "email_sign_ins_affiliate_id_fkey" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_affiliate_id_fkey" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The affiliate links and sessions, hashes and times as they were.
INSERT INTO "email_sign_ins" ("id", "audience", "email", "affiliate_id", "link_hash", "created_at", "expires_at", "used_at")
SELECT t."id", 'AFFILIATE', a."email", t."affiliate_id", t."token_hash", t."created_at", t."expires_at", t."used_at"
FROM "affiliate_login_tokens" t JOIN "affiliates" a ON a."id" = t."affiliate_id";

INSERT INTO "portal_sessions" ("id", "token_hash", "audience", "affiliate_id", "created_at", "last_seen_at", "expires_at", "ended_at")
SELECT "id", "token_hash", 'AFFILIATE', "affiliate_id", "created_at", "created_at", "expires_at", "ended_at"
FROM "affiliate_sessions";

-- DropTable
DROP TABLE "affiliate_login_tokens";

-- DropTable
DROP TABLE "affiliate_sessions";

-- PayPal payer addresses, lower-cased as the shop now writes them.
UPDATE "orders" SET "payer_email" = lower("payer_email") WHERE "payer_email" <> lower("payer_email");

-- CreateIndex
CREATE INDEX "orders_payer_email_idx" ON "orders"("payer_email");
