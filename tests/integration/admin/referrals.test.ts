import { afterEach, describe, expect, it } from "vitest";

import { listOpenCommissions } from "@/lib/admin/list-open-commissions";
import { referralPerformance } from "@/lib/admin/referral-performance";
import { prisma } from "@/lib/database/db";
import { saveCreatorCode } from "@/lib/pricing/save-creator-code";
import { creatorCodeTermsSchema } from "@/lib/pricing/schemas";
import { markCommissionsPaid } from "@/lib/referrals/mark-commissions-paid";
import { markCommissionsPaidSchema } from "@/lib/referrals/schemas";
import { voidCommission } from "@/lib/referrals/void-commission";
import { absoluteUrl } from "@/lib/site";

import { ADMIN_CTX, createApplication, createCommission, deleteAdminData } from "../../support/admin-fixtures";
import { rejects } from "../../support/app-error";

/** As the form's action calls it: the code as typed, parsed at the boundary (sanitised). */
const generate = (code: string) => saveCreatorCode(creatorCodeTermsSchema.parse({ code }), ADMIN_CTX);
const markPaid = (code: string) => markCommissionsPaid(markCommissionsPaidSchema.parse({ code }).code, ADMIN_CTX);

describe("referral codes", () => {
  afterEach(() => deleteAdminData());

  it("registers the sanitised code and gives its /payment?ref= link", async () => {
    expect(await generate("my-code!! 2024")).toMatchObject({ created: true, code: { code: "MYCODE2024", link: absoluteUrl("/payment?ref=MYCODE2024") } });
    expect(await prisma.referralCode.findUniqueOrThrow({ where: { code: "MYCODE2024" } })).toMatchObject({ createdBy: "root_admin", applicationId: null });
    expect(await prisma.auditLog.findMany({ where: { action: "creator_code.save" } })).toMatchObject([
      { actor: "root_admin", details: { code: "MYCODE2024", created: true } },
    ]);
  });

  it("keeps the terms of a code that exists when only its name is sent again (a quick code)", async () => {
    await saveCreatorCode({ code: "YOUTUBE", discountPercent: 10, maxUses: 3 }, ADMIN_CTX);
    expect(await generate("youtube")).toMatchObject({ created: false, code: { code: "YOUTUBE", discountPercent: 10, maxUses: 3 } });
    expect(await prisma.referralCode.count()).toBe(1);
  });

  it("links a code only to an approved affiliate, and never moves one from another affiliate", async () => {
    const approved = await createApplication({ status: "APPROVED" });
    const pending = await createApplication({ status: "PENDING" });
    const rejected = await createApplication({ status: "REJECTED" });
    for (const application of [pending, rejected])
      await rejects(saveCreatorCode({ code: "ADA", applicationId: application.id }, ADMIN_CTX), "unprocessable_entity");
    await rejects(saveCreatorCode({ code: "ADA", applicationId: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a09" }, ADMIN_CTX), "unprocessable_entity");
    expect(await prisma.referralCode.count()).toBe(0);

    await saveCreatorCode({ code: "ADA" }, ADMIN_CTX);
    await saveCreatorCode({ code: "ADA", applicationId: approved.id }, ADMIN_CTX);
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "ADA" } })).applicationId).toBe(approved.id);

    const other = await createApplication({ status: "APPROVED" });
    await rejects(saveCreatorCode({ code: "ADA", applicationId: other.id }, ADMIN_CTX), "conflict");
    expect((await prisma.referralCode.findUniqueOrThrow({ where: { code: "ADA" } })).applicationId).toBe(approved.id);
  });

  it("sums each code's sales, pending (in hold), approved, paid and voided commissions", async () => {
    const affiliate = await createApplication({ status: "APPROVED", name: "Ada" });
    await prisma.referralCode.create({ data: { code: "ADA", applicationId: affiliate.id } });
    // Read at a fixed moment: one line still in its hold then, the others past it.
    const now = new Date("2026-11-24T10:00:00Z");
    const held = new Date(now.getTime() + 60_000);
    const past = new Date(now.getTime() - 60_000);
    await createCommission("ADA", "PENDING", held);
    await createCommission("ADA", "PENDING", past);
    await createCommission("ADA", "PENDING", past);
    await createCommission("ADA", "PAID", past);
    await createCommission("ADA", "VOID", held);
    await createCommission("TIKTOK", "VOID");
    await prisma.referralCode.create({ data: { code: "QUIET" } });
    // Clicks: visitors in the last 30 UTC days (today and 29 before it); the 30th day back is outside.
    const visit = (day: string, visitor: number) => ({ code: "ADA", day: new Date(day), visitorHash: new Uint8Array(32).fill(visitor) });
    await prisma.referralVisit.createMany({
      data: [visit("2026-11-24", 1), visit("2026-11-24", 2), visit("2026-10-26", 1), visit("2026-10-25", 1)],
    });

    const rows = await referralPerformance(now);
    expect(rows.find((r) => r.code === "ADA")).toEqual({
      code: "ADA",
      affiliate: { id: affiliate.id, name: "Ada", email: affiliate.email },
      createdAt: expect.any(String),
      sales: 4,
      pendingCents: 100,
      approvedCents: 200,
      paidCents: 100,
      voided: 1,
      clicks: 3,
      flags: [],
    });
    expect(rows.find((r) => r.code === "TIKTOK")).toMatchObject({ affiliate: null, sales: 0, pendingCents: 0, approvedCents: 0, paidCents: 0, voided: 1 });
    expect(rows.find((r) => r.code === "QUIET")).toMatchObject({ sales: 0, pendingCents: 0, approvedCents: 0, voided: 0, clicks: 0, flags: [] });
  });

  it("marks a code's owed commissions paid, once, and audits count and amount", async () => {
    for (const status of ["PENDING", "PENDING", "PENDING", "VOID", "PAID"] as const) await createCommission("DISCORD", status);
    await createCommission("REDDIT", "PENDING");

    expect(await markPaid("discord")).toBe(3);
    expect(await markCommissionsPaid("DISCORD", ADMIN_CTX)).toBe(0);
    const discord = await prisma.commission.findMany({ where: { code: "DISCORD" } });
    expect(discord.filter((c) => c.status === "PAID")).toHaveLength(4);
    expect(discord.filter((c) => c.status === "PAID" && c.paidAt)).toHaveLength(3);
    expect(discord.filter((c) => c.status === "VOID")).toHaveLength(1);
    expect(await prisma.commission.count({ where: { code: "REDDIT", status: "PENDING" } })).toBe(1);
    expect((await referralPerformance()).find((r) => r.code === "DISCORD")).toMatchObject({ sales: 4, pendingCents: 0, approvedCents: 0, paidCents: 400 });

    const audits = await prisma.auditLog.findMany({ where: { action: "commission.paid" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.details)).toEqual([
      { code: "DISCORD", count: 3, amountCents: 300 },
      { code: "DISCORD", count: 0, amountCents: 0 },
    ]);
    await rejects(markPaid("NOSUCHCODE"), "not_found");
  });
});

describe("open commission lines", () => {
  afterEach(() => deleteAdminData());

  it("lists only the lines an admin can void: unpaid and in no payout run, newest first, in their state now", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const lineAt = async (status: "PENDING" | "PAID" | "VOID", minutesAgo: number, holdUntil = new Date(now.getTime() + 60_000)) => {
      const line = await createCommission("OPENLIST", status, holdUntil);
      return prisma.commission.update({ where: { id: line.id }, data: { createdAt: new Date(now.getTime() - minutesAgo * 60_000) } });
    };
    const held = await lineAt("PENDING", 1);
    const approved = await lineAt("PENDING", 2, new Date(now.getTime() - 60_000));
    await lineAt("PAID", 3);
    await lineAt("VOID", 4);
    const reserved = await lineAt("PENDING", 5, new Date(now.getTime() - 60_000));
    const run = await prisma.payoutRun.create({ data: { period: "2026-11", totalCents: 100, currency: "USD" } });
    const application = await createApplication({ status: "APPROVED" });
    const account = await prisma.affiliate.create({ data: { applicationId: application.id, name: "Ada", email: application.email } });
    const item = await prisma.payoutItem.create({ data: { runId: run.id, affiliateId: account.id, receiverEmail: "payee@example.com", amountCents: 100 } });
    await prisma.commission.update({ where: { id: reserved.id }, data: { payoutItemId: item.id } });
    const clawback = await prisma.commission.create({
      data: {
        orderId: held.orderId,
        kind: "CLAWBACK",
        code: "OPENLIST",
        amountCents: -100,
        currency: "USD",
        holdUntil: now,
        createdAt: new Date(now.getTime() - 6 * 60_000),
      },
    });

    expect(await listOpenCommissions(now)).toEqual([
      {
        id: held.id,
        createdAt: held.createdAt.toISOString(),
        code: "OPENLIST",
        orderId: held.orderId,
        kind: "SALE",
        amountCents: 100,
        currency: "USD",
        state: "pending",
      },
      {
        id: approved.id,
        createdAt: approved.createdAt.toISOString(),
        code: "OPENLIST",
        orderId: approved.orderId,
        kind: "SALE",
        amountCents: 100,
        currency: "USD",
        state: "approved",
      },
      {
        id: clawback.id,
        createdAt: clawback.createdAt.toISOString(),
        code: "OPENLIST",
        orderId: held.orderId,
        kind: "CLAWBACK",
        amountCents: -100,
        currency: "USD",
        state: "approved",
      },
    ]);

    // Voided by an admin, a line leaves the list.
    await voidCommission({ commissionId: approved.id, reason: "Fraud suspected" }, ADMIN_CTX);
    expect((await listOpenCommissions(now)).map((row) => row.id)).toEqual([held.id, clawback.id]);
  });

  it("shows the newest 50", async () => {
    const oldest = await createCommission("OPENMANY");
    await prisma.commission.update({ where: { id: oldest.id }, data: { createdAt: new Date(Date.now() - 60 * 60_000) } });
    for (let i = 0; i < 50; i += 1) await createCommission("OPENMANY");
    const rows = await listOpenCommissions();
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.id)).not.toContain(oldest.id);
  });
});
