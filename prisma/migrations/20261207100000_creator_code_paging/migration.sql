-- The Referral Links tab pages its creator codes newest first: an index in that order.

-- CreateIndex
CREATE INDEX "referral_codes_created_at_code_idx" ON "referral_codes"("created_at" DESC, "code" DESC);
