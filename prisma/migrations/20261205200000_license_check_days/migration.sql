-- Every whitelist check of a license counted per UTC day, for the evidence of a dispute.

-- CreateTable
CREATE TABLE "license_check_days" (
    "license_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "checks" INTEGER NOT NULL,

    CONSTRAINT "license_check_days_pkey" PRIMARY KEY ("license_id","day")
);

-- AddForeignKey
ALTER TABLE "license_check_days" ADD CONSTRAINT "license_check_days_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
