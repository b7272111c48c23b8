-- An exchange rate per quarter and currency: the rates saved so far are US dollars per euro, so they keep their value under USD.

-- AlterTable
ALTER TABLE "tax_exchange_rates" DROP CONSTRAINT "tax_exchange_rates_pkey";
ALTER TABLE "tax_exchange_rates" RENAME COLUMN "usd_per_eur_micros" TO "units_per_eur_micros";
ALTER TABLE "tax_exchange_rates" ADD COLUMN "currency" CHAR(3) NOT NULL DEFAULT 'USD';
ALTER TABLE "tax_exchange_rates" ALTER COLUMN "currency" DROP DEFAULT;
ALTER TABLE "tax_exchange_rates" ADD CONSTRAINT "tax_exchange_rates_pkey" PRIMARY KEY ("quarter", "currency");
