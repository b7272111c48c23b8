import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import { toCreatorCodeRow, type CreatorCodeRow } from "@/lib/pricing/list-creator-codes";
import type { CreatorCodeTerms } from "@/lib/pricing/schemas";
import { writeCreatorCode } from "@/lib/pricing/write-creator-code";

/**
 * The admin creates a creator code or changes its terms (the Referral Links tab's form, its quick codes and
 * POST /admin/creator-codes), in one transaction with its audit row, which keeps the terms before and after.
 */
export async function saveCreatorCode(input: CreatorCodeTerms, ctx: AdminContext): Promise<{ created: boolean; code: CreatorCodeRow }> {
  return prisma.$transaction(async (tx) => {
    const { before, after } = await writeCreatorCode(tx, input, { createdBy: ctx.admin.username });
    await recordAudit(
      {
        action: "creator_code.save",
        actor: ctx.admin.username,
        success: true,
        ipAddress: ctx.ipAddress,
        details: {
          code: input.code,
          created: !before,
          before: before ? auditedTerms(toCreatorCodeRow(before)) : null,
          after: auditedTerms(toCreatorCodeRow(after)),
        },
      },
      tx,
    );
    return { created: !before, code: toCreatorCodeRow(after) };
  });
}

/** The terms an audit row keeps, without the counters. */
function auditedTerms({ uses: _uses, link: _link, affiliateName: _name, ...terms }: CreatorCodeRow) {
  return terms;
}
