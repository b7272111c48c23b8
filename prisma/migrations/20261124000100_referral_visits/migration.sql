-- Referral tracking (#12 §2): one row per code, UTC day and visitor who
-- followed a referral link, and the random salt of each day's visitor hashes.
-- No address or user agent is stored, only the salted hash of both.

-- CreateTable: the primary key is the dedupe and serves clicks per code per day
CREATE TABLE "referral_visits" (
    "code" VARCHAR(20) NOT NULL,
    "day" DATE NOT NULL,
    "visitor_hash" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "referral_visits_pkey" PRIMARY KEY ("code","day","visitor_hash")
);

-- CreateTable: salts older than 2 days are deleted, so old hashes cannot be recomputed
CREATE TABLE "referral_visit_salts" (
    "day" DATE NOT NULL,
    "salt" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "referral_visit_salts_pkey" PRIMARY KEY ("day")
);

-- AddForeignKey
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_code_fkey" FOREIGN KEY ("code") REFERENCES "referral_codes"("code") ON DELETE CASCADE ON UPDATE CASCADE;
