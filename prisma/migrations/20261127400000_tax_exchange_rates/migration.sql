-- Issue #24 §5: the exchange rate an admin enters per quarter for the One-Stop-Shop return, the ECB's euro
-- reference rate for the US dollar on the quarter's last day (US dollars per euro), in millionths.

-- CreateTable
CREATE TABLE "tax_exchange_rates" (
    "quarter" VARCHAR(7) NOT NULL,
    "usd_per_eur_micros" INTEGER NOT NULL,
    "set_by" VARCHAR(64) NOT NULL,
    "set_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tax_exchange_rates_pkey" PRIMARY KEY ("quarter")
);

-- A quarter is written like 2026-Q4, and a rate is above nothing.
ALTER TABLE "tax_exchange_rates" ADD CONSTRAINT "tax_exchange_rates_check" CHECK ("quarter" ~ '^[0-9]{4}-Q[1-4]$' AND "usd_per_eur_micros" > 0);
