-- Issue #26: a license's Discord account, and the OAuth2 authorizations under way.
-- CreateTable
CREATE TABLE "discord_links" (
    "license_id" UUID NOT NULL,
    "discord_user_id" VARCHAR(20) NOT NULL,
    "discord_name" VARCHAR(100) NOT NULL,
    "linked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discord_links_pkey" PRIMARY KEY ("license_id")
);

-- CreateTable
CREATE TABLE "discord_link_attempts" (
    "state_hash" CHAR(64) NOT NULL,
    "license_id" UUID NOT NULL,
    "code_verifier" VARCHAR(128) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "discord_link_attempts_pkey" PRIMARY KEY ("state_hash")
);

-- CreateIndex
CREATE UNIQUE INDEX "discord_links_discord_user_id_key" ON "discord_links"("discord_user_id");

-- CreateIndex
CREATE INDEX "discord_link_attempts_expires_at_idx" ON "discord_link_attempts"("expires_at");

-- CreateIndex
CREATE INDEX "discord_link_attempts_license_id_idx" ON "discord_link_attempts"("license_id");

-- AddForeignKey
ALTER TABLE "discord_links" ADD CONSTRAINT "discord_links_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discord_link_attempts" ADD CONSTRAINT "discord_link_attempts_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
