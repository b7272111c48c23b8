import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { exportBuyerData } from "@/lib/admin/export-buyer-data";
import { prisma } from "@/lib/database/db";
import { verifyLicense } from "@/lib/licenses/verify-license";

import { ADMIN_CTX, createApplication, createLicense, createOrder, deleteAdminData } from "../../support/admin-fixtures";

const EMAIL = "buy_er@example.com";
/** Someone else, whom a LIKE wildcard in EMAIL would match. */
const OTHER = "buyxer@example.com";

/** One buyer with a purchase and everything it left behind, and an unrelated buyer. */
async function seedBuyer() {
  const license = await createLicense({ username: "Buyer_One", email: EMAIL });
  const order = await createOrder({
    email: EMAIL,
    payerEmail: "Buy_er@Example.com",
    payerId: "PAYER1",
    ipAddress: "198.51.100.5",
    minecraftUuid: license.uuid,
    licenseId: license.id,
    referralCode: "YOUTUBE",
  });
  await prisma.referralCode.create({ data: { code: "YOUTUBE" } });
  await prisma.commission.create({ data: { orderId: order.id, code: "YOUTUBE", amountCents: 100, currency: "USD", holdUntil: new Date() } });
  await prisma.downloadToken.create({ data: { licenseId: license.id, expiresAt: new Date(Date.now() + 86_400_000), useCount: 2 } });
  await prisma.emailOutbox.create({
    data: { dedupeKey: `receipt:${order.id}`, to: EMAIL, subject: "Your license", text: "secret download link", status: "SENT" },
  });
  const application = await createApplication({ name: "Buyer One", email: EMAIL, website: "https://buyer.example", ipAddress: "198.51.100.6" });
  await prisma.emailOutbox.create({
    data: {
      dedupeKey: `affiliate:${application.id}`,
      to: "support@ahsniper.example",
      subject: "New affiliate application: Buyer One",
      text: "Name: Buyer One",
    },
  });
  await prisma.auditLog.createMany({
    data: [
      { action: "license.issue", actor: "buyer", uuid: license.uuid, success: true, ipAddress: "198.51.100.5" },
      { action: "affiliate.apply", actor: "visitor", success: true, ipAddress: "198.51.100.6", details: { applicationId: application.id } },
    ],
  });
  await prisma.webhookEvent.create({
    data: {
      eventId: "WH-1",
      eventType: "CHECKOUT.ORDER.APPROVED",
      resourceId: order.paypalOrderId,
      payload: { resource: { payer: { email_address: "Buy_er@Example.com" } } },
    },
  });

  const other = await createLicense({ username: "Other_One", email: OTHER });
  await createOrder({ email: OTHER, payerEmail: "BuyXer@Example.com", ipAddress: "203.0.113.9", minecraftUuid: other.uuid, licenseId: other.id });
  await prisma.emailOutbox.create({ data: { dedupeKey: "receipt:other", to: OTHER, subject: "Your license", text: "their link" } });
  await prisma.auditLog.create({ data: { action: "license.issue", actor: "buyer", uuid: other.uuid, success: true, ipAddress: "203.0.113.9" } });
  return { license, order, application, other };
}

describe("a buyer's data rights", () => {
  beforeEach(() => deleteAdminData());
  afterEach(() => deleteAdminData());

  it("exports everything stored about the e-mail, without mail bodies or link secrets, and audits it", async () => {
    const { license, order, application } = await seedBuyer();
    const data = await exportBuyerData(EMAIL, { actor: ADMIN_CTX.admin.username, ipAddress: ADMIN_CTX.ipAddress });

    expect(data.email).toBe(EMAIL);
    expect(data.licenses).toEqual([expect.objectContaining({ uuid: license.uuid, username: "Buyer_One", email: EMAIL, active: true })]);
    expect(data.orders).toEqual([
      expect.objectContaining({ id: order.id, amount: "5.00", payerEmail: "Buy_er@Example.com", ipAddress: "198.51.100.5", referralCode: "YOUTUBE" }),
    ]);
    expect(data.commissions).toEqual([expect.objectContaining({ orderId: order.id, code: "YOUTUBE", amount: "1.00", status: "PENDING" })]);
    expect(data.downloadTokens).toEqual([
      { licenseUuid: license.uuid, createdAt: expect.any(String), expiresAt: expect.any(String), useCount: 2, lastUsedAt: null },
    ]);
    expect(data.emails.map((m) => m.subject).sort()).toEqual(["New affiliate application: Buyer One", "Your license"]);
    expect(data.affiliateApplications).toEqual([
      expect.objectContaining({ id: application.id, name: "Buyer One", website: "https://buyer.example", ipAddress: "198.51.100.6" }),
    ]);
    expect(data.auditEntries.map((a) => a.action).sort()).toEqual(["affiliate.apply", "license.issue"]);
    expect(data.paymentEvents).toEqual([expect.objectContaining({ eventId: "WH-1", eventType: "CHECKOUT.ORDER.APPROVED" })]);

    const json = JSON.stringify(data);
    expect(JSON.parse(json)).toEqual(data);
    expect(json).not.toContain("secret download link");
    expect(json).not.toContain(OTHER);
    const [audit] = await prisma.auditLog.findMany({ where: { action: "buyer.export" } });
    expect(audit).toMatchObject({ actor: "root_admin", success: true, details: expect.objectContaining({ licenses: 1, orders: 1 }) });
    expect(JSON.stringify({ ...audit, id: String(audit?.id) })).not.toContain(EMAIL);
  });

  it("erases the personal data, keeps the order and the whitelist entry, and leaves other buyers alone", async () => {
    const { license, order, application, other } = await seedBuyer();
    // The sale's tax record is kept ten years: the countries, the VAT and the numbers stay.
    const taxRecord = {
      ipCountry: "DE",
      payerCountry: "DE",
      taxCountry: "DE",
      vatRateBp: 1900,
      vatCents: 80,
      receiptNumber: "2026-000001",
      creditNoteNumber: "C2026-000001",
    };
    await prisma.order.update({ where: { id: order.id }, data: taxRecord });
    const counts = await eraseBuyerData(EMAIL, ADMIN_CTX);
    expect(counts).toEqual({
      licenses: 1,
      orders: 1,
      downloadTokens: 1,
      outboxMessages: 2,
      affiliateApplications: 1,
      auditEntries: 2,
      paymentEvents: 1,
      discordLinks: 0,
    });

    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      email: null,
      payerEmail: null,
      payerId: null,
      ipAddress: null,
      status: "COMPLETED",
      amountCents: 500,
      captureId: order.captureId,
      minecraftUuid: license.uuid,
      licenseId: license.id,
      ...taxRecord,
    });
    expect(await prisma.license.findUniqueOrThrow({ where: { id: license.id } })).toMatchObject({
      email: null,
      uuid: license.uuid,
      username: "Buyer_One",
      active: true,
    });
    expect(await verifyLicense(license.uuid)).toEqual({ active: true, username: "Buyer_One" });
    expect(await prisma.commission.count({ where: { orderId: order.id } })).toBe(1);
    expect(await prisma.downloadToken.count()).toBe(0);
    expect(await prisma.emailOutbox.findMany({ select: { to: true } })).toEqual([{ to: OTHER }]);
    expect(await prisma.affiliateApplication.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject({
      name: "erased",
      email: `erased-${application.id}@invalid`,
      website: null,
      socialMedia: null,
      experience: null,
      expectedTraffic: null,
      additionalInfo: null,
      ipAddress: null,
    });
    expect(await prisma.auditLog.count({ where: { ipAddress: { in: ["198.51.100.5", "198.51.100.6"] } } })).toBe(0);
    expect(JSON.stringify((await prisma.webhookEvent.findFirstOrThrow()).payload)).not.toMatch(/buy_er@example\.com/i);

    expect(await prisma.license.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ email: OTHER });
    expect(await prisma.order.count({ where: { email: OTHER, payerEmail: "BuyXer@Example.com", ipAddress: "203.0.113.9" } })).toBe(1);
    expect(await prisma.auditLog.count({ where: { uuid: other.uuid, ipAddress: "203.0.113.9" } })).toBe(1);

    const [audit] = await prisma.auditLog.findMany({ where: { action: "buyer.erase" } });
    expect(audit).toMatchObject({ actor: "root_admin", details: counts });
    expect(JSON.stringify({ ...audit, id: String(audit?.id) })).not.toMatch(/buy_er@example\.com/i);
    expect(JSON.stringify(await exportBuyerData(EMAIL, { actor: ADMIN_CTX.admin.username, ipAddress: ADMIN_CTX.ipAddress }))).not.toMatch(
      /198\.51\.100\.[56]|Buyer One/,
    );
  });

  it("erases nothing for an unknown e-mail, without an error", async () => {
    await seedBuyer();
    expect(await eraseBuyerData("nobody@example.com", ADMIN_CTX)).toEqual({
      licenses: 0,
      orders: 0,
      downloadTokens: 0,
      outboxMessages: 0,
      affiliateApplications: 0,
      auditEntries: 0,
      paymentEvents: 0,
      discordLinks: 0,
    });
    expect(await prisma.license.count({ where: { email: EMAIL } })).toBe(1);
  });
});
