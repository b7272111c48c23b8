-- Issue #25: a release has a channel (stable or beta) and can be pulled by an admin, with a reason.
-- CreateEnum
CREATE TYPE "ReleaseChannel" AS ENUM ('STABLE', 'BETA');

-- AlterTable
ALTER TABLE "releases" ADD COLUMN     "channel" "ReleaseChannel" NOT NULL DEFAULT 'STABLE',
ADD COLUMN     "pulled_at" TIMESTAMPTZ(3),
ADD COLUMN     "pulled_reason" VARCHAR(500);

-- A pulled release always says why, and only a pulled one carries a reason.
ALTER TABLE "releases" ADD CONSTRAINT "releases_pulled_reason" CHECK (("pulled_at" IS NULL) = ("pulled_reason" IS NULL));
