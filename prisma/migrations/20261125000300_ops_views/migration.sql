-- The dashboard's Mail, Webhooks and Releases tabs (#13 §2) and the public release log (#13 §1)

-- Release notes, shown on /releases
ALTER TABLE "releases" ADD COLUMN     "notes" VARCHAR(1000);

-- How each webhook event's processing ended, how often it ran, and its last error
ALTER TABLE "webhook_events" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "last_error" VARCHAR(1000),
ADD COLUMN     "outcome" VARCHAR(20);

-- Events handled before outcomes were recorded ran at least once and ended well
UPDATE "webhook_events" SET "outcome" = 'processed', "attempts" = 1 WHERE "processed_at" IS NOT NULL;

-- The Mail and Webhooks tabs list newest first, a page at a time
CREATE INDEX "email_outbox_created_at_id_idx" ON "email_outbox"("created_at" DESC, "id" DESC);

CREATE INDEX "webhook_events_received_at_id_idx" ON "webhook_events"("received_at" DESC, "id" DESC);
