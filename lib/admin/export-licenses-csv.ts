import "server-only";

import { auditRange, csvStream, EXPORT_PAGE_SIZE, type CsvPage } from "@/lib/admin/csv";
import type { ExportRange } from "@/lib/admin/schemas";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Per license: the account, whether it works today, when it was added and how (purchase, webhook, admin). No e-mail. */
const LICENSE_CSV_COLUMNS = ["username", "minecraft_uuid", "active", "added", "source"] as const;

type Cursor = { addedAt: Date; id: string };

/**
 * Every license added in the range (UTC days, both ends included; none: all), oldest first, as CSV streamed a
 * page at a time (keyset on added_date, id). The export is audited when it starts (export.licenses, with the range).
 */
export async function exportLicensesCsv(range: ExportRange, ctx: AdminContext): Promise<ReadableStream<Uint8Array>> {
  await recordAudit({ action: "export.licenses", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: auditRange(range) });
  const within: Prisma.LicenseWhereInput = { addedAt: { gte: range.from, lt: range.before } };
  return csvStream(LICENSE_CSV_COLUMNS, async (after: Cursor | null): Promise<CsvPage<Cursor>> => {
    const licenses = await prisma.license.findMany({
      where: after ? { AND: [within, { OR: [{ addedAt: { gt: after.addedAt } }, { addedAt: after.addedAt, id: { gt: after.id } }] }] } : within,
      orderBy: [{ addedAt: "asc" }, { id: "asc" }],
      take: EXPORT_PAGE_SIZE,
      select: { id: true, username: true, uuid: true, active: true, addedAt: true, source: true },
    });
    const last = licenses.at(-1);
    return {
      rows: licenses.map((l) => [l.username, l.uuid, l.active, l.addedAt, l.source]),
      next: licenses.length === EXPORT_PAGE_SIZE && last ? { addedAt: last.addedAt, id: last.id } : null,
    };
  });
}
