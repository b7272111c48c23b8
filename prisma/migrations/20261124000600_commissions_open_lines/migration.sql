-- The admin dashboard lists open commission lines (pending, in no payout), newest first
CREATE INDEX "commissions_status_created_at_idx" ON "commissions"("status", "created_at" DESC);
