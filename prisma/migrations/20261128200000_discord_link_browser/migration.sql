-- A Discord authorization is bound to the browser that started it (a cookie's hash). Attempts live
-- 10 minutes: the ones under way are dropped rather than given a hash no browser holds.
DELETE FROM "discord_link_attempts";

-- AlterTable
ALTER TABLE "discord_link_attempts" ADD COLUMN     "browser_hash" CHAR(64) NOT NULL;
