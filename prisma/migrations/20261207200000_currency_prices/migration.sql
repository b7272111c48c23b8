-- The license's price points in currencies other than USD: a currency without one is not offered.

-- CreateTable
CREATE TABLE "currency_prices" (
    "currency" CHAR(3) NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "updated_by" VARCHAR(64) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "currency_prices_pkey" PRIMARY KEY ("currency")
);
