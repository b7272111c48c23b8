import { afterEach, expect, it } from "vitest";

import { affiliateLedger } from "@/lib/affiliates/affiliate-ledger";
import { sendMonthlyStatements, statementMonth } from "@/lib/affiliates/send-monthly-statements";
import { prisma, sql } from "@/lib/database/db";
import { QUEUES } from "@/lib/queue/queues";
import { absoluteUrl } from "@/lib/site";

import { createApplication, createCommission } from "../../support/admin-fixtures";
import { clearQueue } from "../../support/jobs";
import { deletePurchases } from "../../support/purchase";

/** The job's moment: the 1st of November, 07:00 UTC, so the statement is October's. */
const NOW = new Date("2026-11-01T07:00:00Z");
const at = (iso: string) => new Date(iso);

afterEach(async () => {
  await deletePurchases();
  await clearQueue(QUEUES.mail);
});

async function account(status: "ACTIVE" | "SUSPENDED" = "ACTIVE", email?: string) {
  const application = await createApplication({ status: "APPROVED" });
  return prisma.affiliate.create({
    data: { applicationId: application.id, name: application.name, email: email ?? application.email, status, payoutEmail: "payee@example.com" },
  });
}

/** A ledger line as it stands on a given day: created then, in a state, held until a moment. */
async function line(code: string, createdAt: string, status: "PENDING" | "PAID" | "VOID", holdUntil: string, voidedAt?: string) {
  const created = await createCommission(code, status, at(holdUntil));
  return prisma.commission.update({
    where: { id: created.id },
    data: { createdAt: at(createdAt), ...(voidedAt ? { voidedAt: at(voidedAt), voidReason: "Sale refunded" } : {}) },
  });
}

const statementMails = () => prisma.emailOutbox.findMany({ where: { dedupeKey: { startsWith: "affiliate-statement:" } }, orderBy: { to: "asc" } });
const mailJobs = async () =>
  (
    await sql.query<{ key: string }>("SELECT data->>'dedupeKey' AS key FROM pgboss.job WHERE name = $1 AND data->>'dedupeKey' LIKE 'affiliate-statement:%'", [
      QUEUES.mail,
    ])
  ).rows;

it("takes the UTC month before the job's moment", () => {
  expect(statementMonth(NOW)).toEqual({ period: "2026-10", start: at("2026-10-01T00:00:00Z"), end: at("2026-11-01T00:00:00Z") });
  expect(statementMonth(at("2027-01-01T00:00:00Z")).period).toBe("2026-12");
});

it("states the month's lines only, the balances as the portal has them, and the month's payout", async () => {
  const ada = await account();
  const codes = await prisma.referralCode.createMany({
    data: [
      { code: "STMTA1", applicationId: ada.applicationId },
      { code: "STMTA2", applicationId: ada.applicationId },
    ],
  });
  expect(codes.count).toBe(2);

  // October: three sales (one voided in October), and a clawback of a September sale paid out in October.
  await line("STMTA1", "2026-10-03T10:00:00Z", "PENDING", "2026-11-02T10:00:00Z");
  await line("STMTA2", "2026-10-20T10:00:00Z", "PENDING", "2026-11-19T10:00:00Z");
  await line("STMTA1", "2026-10-25T10:00:00Z", "VOID", "2026-11-24T10:00:00Z", "2026-10-28T09:00:00Z");
  // September: not October's, whatever their state now.
  const paid = await line("STMTA1", "2026-09-10T10:00:00Z", "PAID", "2026-10-10T10:00:00Z");
  await line("STMTA1", "2026-09-12T10:00:00Z", "VOID", "2026-10-12T10:00:00Z", "2026-09-20T09:00:00Z");
  await line("STMTA2", "2026-09-15T10:00:00Z", "PENDING", "2026-10-15T10:00:00Z");
  await line("STMTA2", "2026-09-30T23:59:59Z", "PENDING", "2026-10-30T23:59:59Z");
  // November, before the job ran: in the balances, not in October's figures.
  await line("STMTA2", "2026-11-01T00:30:00Z", "PENDING", "2026-12-01T00:30:00Z");
  await prisma.commission.create({
    data: {
      orderId: paid.orderId,
      kind: "CLAWBACK",
      code: "STMTA1",
      amountCents: -100,
      currency: "USD",
      holdUntil: at("2026-10-30T12:00:00Z"),
      createdAt: at("2026-10-30T12:00:00Z"),
    },
  });
  // Someone else's code, in October.
  await line("STMTZZ", "2026-10-05T10:00:00Z", "PENDING", "2026-11-04T10:00:00Z");
  // October's payout run paid Ada one dollar.
  const run = await prisma.payoutRun.create({ data: { period: "2026-10", status: "COMPLETED", totalCents: 100, currency: "USD" } });
  const item = await prisma.payoutItem.create({
    data: { runId: run.id, affiliateId: ada.id, receiverEmail: "payee@example.com", amountCents: 100, status: "PAID" },
  });
  await prisma.commission.update({ where: { id: paid.id }, data: { payoutItemId: item.id } });

  expect(await sendMonthlyStatements(NOW)).toEqual({ period: "2026-10", affiliates: 1, queued: 1 });

  const [mail, ...others] = await statementMails();
  expect(others).toEqual([]);
  expect(mail).toMatchObject({ dedupeKey: `affiliate-statement:${ada.id}:2026-10`, to: ada.email, subject: expect.stringContaining("October 2026") });
  const text = mail?.text.split("\n") ?? [];
  expect(text).toContain("- Sales through your links: 3, earning $3.00 in commission");
  expect(text).toContain("- Commissions voided: 1 ($1.00): sales refunded or reversed before payout, or voided by us");
  expect(text).toContain("- Clawbacks: 1 (-$1.00): sales refunded after their commission was paid out");
  expect(text).toContain("- Payout: $1.00, paid");
  // The portal's numbers at the same moment: pending $3 (two October sales, November's), approved $2 - $1 clawback, paid $1.
  expect((await affiliateLedger(ada, NOW)).totals).toEqual({ pendingCents: 300, approvedCents: 100, paidCents: 100 });
  expect(text).toContain("- Pending (still in the refund hold): $3.00");
  expect(text).toContain("- Approved, not yet paid: $1.00");
  expect(text).toContain("- Paid to date: $1.00");
  expect(text).toContain(`Every commission line and payout is in your affiliate portal: ${absoluteUrl("/affiliate")}`);
  expect(await mailJobs()).toEqual([{ key: `affiliate-statement:${ada.id}:2026-10` }]);
});

it("queues one statement per affiliate with codes however often it runs; none without codes or erased", async () => {
  const active = await account();
  const suspended = await account("SUSPENDED");
  const noCodes = await account();
  const erased = await account("SUSPENDED", "erased-0@invalid");
  await prisma.referralCode.createMany({
    data: [
      { code: "STMTB1", applicationId: active.applicationId },
      { code: "STMTB2", applicationId: active.applicationId },
      { code: "STMTC1", applicationId: suspended.applicationId },
      { code: "STMTE1", applicationId: erased.applicationId },
    ],
  });
  await line("STMTB1", "2026-10-03T10:00:00Z", "PENDING", "2026-11-02T10:00:00Z");

  // One affiliate per page: the paging reaches everyone.
  expect(await sendMonthlyStatements(NOW, { pageSize: 1 })).toEqual({ period: "2026-10", affiliates: 2, queued: 2 });
  expect(await sendMonthlyStatements(new Date(NOW.getTime() + 60_000))).toEqual({ period: "2026-10", affiliates: 2, queued: 0 });

  const mails = await statementMails();
  expect(mails.map((m) => m.to).sort()).toEqual([active.email, suspended.email].sort());
  expect(mails.map((m) => m.to)).not.toContain(noCodes.email);
  expect((await mailJobs()).map((j) => j.key).sort()).toEqual(
    [`affiliate-statement:${active.id}:2026-10`, `affiliate-statement:${suspended.id}:2026-10`].sort(),
  );
  // A suspended affiliate is still told what they are owed, with no October figures of their own.
  expect(mails.find((m) => m.to === suspended.email)?.text).toContain("- Sales through your links: 0, earning $0.00 in commission");
  expect(mails.find((m) => m.to === suspended.email)?.text).toContain("- Payout: none this month");

  // The next month's run is a new statement.
  expect(await sendMonthlyStatements(at("2026-12-01T07:00:00Z"))).toMatchObject({ period: "2026-11", queued: 2 });
});
