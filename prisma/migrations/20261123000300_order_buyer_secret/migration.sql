-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "buyer_secret_hash" CHAR(64);
