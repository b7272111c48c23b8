-- Signing in deletes the records of sessions that ended more than 30 days ago (lib/auth/portal-session.ts): the
-- condition on ended_at is found by this index instead of a scan of every session.

-- CreateIndex
CREATE INDEX "portal_sessions_ended_at_idx" ON "portal_sessions"("ended_at");
