-- The seller's bulk discount tiers for packs of licenses: none by default.

-- CreateTable
CREATE TABLE "bulk_tiers" (
    "min_quantity" INTEGER NOT NULL,
    "percent_off" INTEGER NOT NULL,
    "updated_by" VARCHAR(64) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bulk_tiers_pkey" PRIMARY KEY ("min_quantity"),
    CONSTRAINT "bulk_tiers_min_quantity_check" CHECK ("min_quantity" BETWEEN 2 AND 20),
    CONSTRAINT "bulk_tiers_percent_off_check" CHECK ("percent_off" BETWEEN 1 AND 90)
);
