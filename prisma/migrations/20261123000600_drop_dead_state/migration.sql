-- OrderStatus.DECLINED was never written: a declined card leaves the order
-- CREATED (the buyer may pay another way) and reconciliation closes it.
-- PostgreSQL cannot drop an enum value, so the type is replaced: a new type,
-- the column moved onto it, the old one dropped. admin_users.failed_logins and
-- locked_until are already gone (20261123000100_admin_sessions).

-- AlterEnum
BEGIN;
CREATE TYPE "OrderStatus_new" AS ENUM ('CREATED', 'COMPLETED', 'REFUNDED', 'REVERSED', 'CLOSED');
ALTER TABLE "public"."orders" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "orders" ALTER COLUMN "status" TYPE "OrderStatus_new" USING ("status"::text::"OrderStatus_new");
ALTER TYPE "OrderStatus" RENAME TO "OrderStatus_old";
ALTER TYPE "OrderStatus_new" RENAME TO "OrderStatus";
DROP TYPE "public"."OrderStatus_old";
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'CREATED';
COMMIT;
