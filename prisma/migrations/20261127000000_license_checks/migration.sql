-- Issue #22 §4: a license's last whitelist check moves to a narrow table of its own. On `licenses` every
-- write of last_verified was a non-HOT update (the column was indexed) that added an entry to all six of
-- the table's indexes. Here it is one small row and its primary key.

-- CreateTable
CREATE TABLE "license_checks" (
    "license_id" UUID NOT NULL,
    "checked_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "license_checks_pkey" PRIMARY KEY ("license_id")
);

-- The checks recorded so far.
INSERT INTO "license_checks" ("license_id", "checked_at")
SELECT "id", "last_verified" FROM "licenses" WHERE "last_verified" IS NOT NULL;

-- CreateIndex
CREATE INDEX "license_checks_checked_at_idx" ON "license_checks"("checked_at" DESC);

-- AddForeignKey
ALTER TABLE "license_checks" ADD CONSTRAINT "license_checks_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "licenses_active_last_verified_idx";

-- AlterTable
ALTER TABLE "licenses" DROP COLUMN "last_verified";

-- CreateIndex
CREATE INDEX "licenses_active_added_date_idx" ON "licenses"("active", "added_date" DESC);
