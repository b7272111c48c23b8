-- AlterTable
ALTER TABLE "webhook_events" ADD COLUMN     "capture_id" VARCHAR(64);

-- CreateIndex
CREATE INDEX "webhook_events_capture_id_idx" ON "webhook_events"("capture_id");
