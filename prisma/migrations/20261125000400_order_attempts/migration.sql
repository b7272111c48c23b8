-- What happened to a checkout attempt (issue #13 §0): the buyer closed PayPal's window (CANCELLED),
-- when PayPal approval was seen, and the last capture failure (a declined card, or PayPal failing)
ALTER TYPE "OrderCloseReason" ADD VALUE 'CANCELLED';

CREATE TYPE "OrderFailure" AS ENUM ('DECLINED', 'CAPTURE_FAILED');

ALTER TABLE "orders" ADD COLUMN "approved_at" TIMESTAMPTZ(3),
ADD COLUMN "last_failure" "OrderFailure",
ADD COLUMN "last_failure_at" TIMESTAMPTZ(3);

-- Orders captured before this migration were approved by their buyer: when is not known, their capture time stands in
UPDATE "orders" SET "approved_at" = "captured_at" WHERE "captured_at" IS NOT NULL;
