-- PayPal disputes of the shop's captures, recorded from PayPal's webhooks and the reconciliation.

-- CreateTable
CREATE TABLE "disputes" (
    "id" UUID NOT NULL,
    "paypal_dispute_id" VARCHAR(64) NOT NULL,
    "capture_id" VARCHAR(64),
    "order_id" UUID,
    "reason" VARCHAR(64) NOT NULL,
    "stage" VARCHAR(32) NOT NULL,
    "status" VARCHAR(40) NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "due_at" TIMESTAMPTZ(3),
    "outcome" VARCHAR(40),
    "messages" JSONB NOT NULL DEFAULT '[]',
    "opened_at" TIMESTAMPTZ(3) NOT NULL,
    "paypal_updated_at" TIMESTAMPTZ(3) NOT NULL,
    "resolved_at" TIMESTAMPTZ(3),
    "due_reminder_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "disputes_paypal_dispute_id_key" ON "disputes"("paypal_dispute_id");

-- CreateIndex
CREATE INDEX "disputes_resolved_at_due_at_idx" ON "disputes"("resolved_at", "due_at");

-- CreateIndex
CREATE INDEX "disputes_order_id_idx" ON "disputes"("order_id");

-- CreateIndex
CREATE INDEX "disputes_capture_id_idx" ON "disputes"("capture_id");

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
