-- A mail that carries a gift code keeps it sealed (AES-256-GCM, under a key derived from AUTH_SECRET, which the
-- database never holds) until it is sent, so the outbox (and every backup of it) holds no working code.
-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "sealed_codes" TEXT;
