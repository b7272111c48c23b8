import { AppError } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/with-admin";
import { evidenceDocument, evidenceNote } from "@/lib/disputes/evidence-document";
import { evidencePack } from "@/lib/disputes/evidence-pack";
import { disputeIdSchema } from "@/lib/disputes/schemas";

export const dynamic = "force-dynamic";

// GET /admin/disputes/{id}/evidence – the proof of fulfilment the shop would send PayPal for a dispute, for the admin
// to read first: the short note, then the document, as plain text. 404 for an unknown dispute.
export const GET = withAdmin({ params: disputeIdSchema }, async (_req, { params }) => {
  const pack = await evidencePack(params.id);
  if (!pack) throw new AppError("not_found", "No such dispute.");
  return new Response(`${evidenceNote(pack)}\n\n${evidenceDocument(pack)}`, {
    status: 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
});
