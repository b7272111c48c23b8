-- Issue #23 §2: an affiliate asks for a vanity code (a creator's channel name), which an admin accepts, creating
-- the referral code, or refuses with a reason. One request per row, kept after the decision for the portal.

-- CreateEnum
CREATE TYPE "VanityCodeStatus" AS ENUM ('PENDING', 'ACCEPTED', 'REFUSED');

-- CreateTable
CREATE TABLE "vanity_code_requests" (
    "id" UUID NOT NULL,
    "application_id" UUID NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "status" "VanityCodeStatus" NOT NULL DEFAULT 'PENDING',
    "reason" VARCHAR(500),
    "decided_by" VARCHAR(64),
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vanity_code_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "vanity_code_requests_status_created_at_idx" ON "vanity_code_requests"("status", "created_at");

-- CreateIndex
CREATE INDEX "vanity_code_requests_application_id_created_at_idx" ON "vanity_code_requests"("application_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "vanity_code_requests" ADD CONSTRAINT "vanity_code_requests_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "affiliate_applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What Prisma cannot say in schema.prisma, kept by the database whatever writes the rows: at most one PENDING
-- request per affiliate, and per code (two affiliates asking for the same name at once, one of them waits for
-- nothing), so the application's checks cannot be raced past.
CREATE UNIQUE INDEX "vanity_code_requests_pending_application_key" ON "vanity_code_requests"("application_id") WHERE "status" = 'PENDING';
CREATE UNIQUE INDEX "vanity_code_requests_pending_code_key" ON "vanity_code_requests"("code") WHERE "status" = 'PENDING';

-- A code follows the referral-code rule (1 to 20 of A-Z and 0-9), a decided request says who decided it and when,
-- and a refused one says why.
ALTER TABLE "vanity_code_requests" ADD CONSTRAINT "vanity_code_requests_state_check" CHECK (
    "code" ~ '^[A-Z0-9]{1,20}$'
    AND (("status" = 'PENDING') = ("decided_at" IS NULL AND "decided_by" IS NULL))
    AND (("status" = 'REFUSED') = ("reason" IS NOT NULL)));
