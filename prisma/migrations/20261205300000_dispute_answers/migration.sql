-- When an admin sent a dispute's evidence or accepted its claim.

-- AlterTable
ALTER TABLE "disputes" ADD COLUMN     "claim_accepted_at" TIMESTAMPTZ(3),
ADD COLUMN     "evidence_sent_at" TIMESTAMPTZ(3);
