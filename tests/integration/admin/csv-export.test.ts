import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { csvCell, csvRow, EXPORT_PAGE_SIZE } from "@/lib/admin/csv";
import { prisma } from "@/lib/database/db";

import { GET as licensesRoute } from "@/app/admin/(api)/export/licenses/route";
import { GET as ordersRoute } from "@/app/admin/(api)/export/orders/route";

import { createLicense, createOrder } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";

const get = (route: typeof ordersRoute, path: string) =>
  route(new Request(`http://shop.test${path}`, { headers: { "x-shop-client-address": "203.0.113.9" } }), { params: Promise.resolve({}) });

/** RFC 4180, read back: records split on CRLF outside quotes, fields on commas outside quotes, "" is a quote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      endField();
    } else if (char === "\r" && text[i + 1] === "\n") {
      endField();
      records.push(record);
      record = [];
      i += 1;
    } else {
      field += char;
    }
  }
  expect(field + record.join("")).toBe("");
  return records;
}

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1", "'+1"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["\rx", '"\'\rx"'],
    ["=1,2", '"\'=1,2"'],
    ["a=b", "a=b"],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes nothing for none, booleans as words and dates as ISO 8601 UTC; a record ends with CRLF", () => {
    expect(csvRow([null, undefined, true, 5, new Date("2026-03-01T10:00:00.000Z")])).toBe(",,true,5,2026-03-01T10:00:00.000Z\r\n");
  });
});

describe("GET /admin/export/orders and /admin/export/licenses", () => {
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    admin = await signInAs();
  });
  afterAll(() => signOut());
  afterEach(async () => {
    await prisma.order.deleteMany();
    await prisma.sale.deleteMany();
    await prisma.license.deleteMany();
    await prisma.auditLog.deleteMany();
  });

  it("refuses a visitor without an admin session with 401 JSON, writes no audit entry", async () => {
    signOut();
    try {
      for (const [route, path] of [
        [ordersRoute, "/admin/export/orders"],
        [licensesRoute, "/admin/export/licenses"],
      ] as const) {
        const res = await get(route, path);
        expect(res.status).toBe(401);
        expect((await res.json()).error.code).toBe("unauthorized");
      }
      expect(await prisma.auditLog.count()).toBe(0);
    } finally {
      await signInAs(admin);
    }
  });

  it.each([["?from=2026-02-30"], ["?from=yesterday"], ["?to=2026-1-5"], ["?from=2026-03-02&to=2026-03-01"]])("refuses %s with 400, no audit", async (query) => {
    const res = await get(ordersRoute, `/admin/export/orders${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
    expect(await prisma.auditLog.count()).toBe(0);
  });

  it("downloads the orders as quoted CSV, injection-guarded, without buyer secrets, and audits it", async () => {
    const order = await createOrder({
      username: "=SUM(A1:A9)",
      referralCode: "-TRICK",
      amountCents: 1234,
      email: "buyer@example.com",
      payerEmail: "payer@example.com",
      payerId: "PAYERSECRET42",
      ipAddress: "198.51.100.77",
      buyerSecretHash: "f".repeat(64),
      createdAt: new Date("2026-03-01T10:00:00.000Z"),
      capturedAt: new Date("2026-03-01T10:01:00.000Z"),
    });
    await createOrder({
      username: "Plain,Comma",
      status: "REFUNDED",
      createdAt: new Date("2026-03-02T10:00:00.000Z"),
      refundedAt: new Date("2026-03-03T09:00:00.000Z"),
    });

    const res = await get(ordersRoute, "/admin/export/orders");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="orders-all.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    for (const secret of ["buyer@example.com", "payer@example.com", "PAYERSECRET42", "198.51.100.77", "f".repeat(64)]) expect(text).not.toContain(secret);
    const [header, first, second, ...rest] = parseCsv(text);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      "created",
      "captured",
      "refunded",
      "status",
      "paypal_order_id",
      "capture_id",
      "amount",
      "currency",
      "username",
      "minecraft_uuid",
      "referral_code",
      "list_price",
      "sale",
      "discount",
      "quantity",
      "bulk_discount",
      "refunded_amount",
    ]);
    expect(first).toEqual([
      "2026-03-01T10:00:00.000Z",
      "2026-03-01T10:01:00.000Z",
      "",
      "COMPLETED",
      order.paypalOrderId,
      order.captureId,
      "12.34",
      "USD",
      "'=SUM(A1:A9)",
      order.minecraftUuid,
      "'-TRICK",
      "5.00",
      "",
      "0.00",
      "1",
      "0.00",
      "",
    ]);
    expect(second?.slice(2, 4)).toEqual(["2026-03-03T09:00:00.000Z", "REFUNDED"]);
    expect(second?.[16]).toBe(second?.[6]);
    expect(second?.[8]).toBe("Plain,Comma");
    expect(text).toContain('"Plain,Comma"');

    const audit = await prisma.auditLog.findMany({ where: { action: "export.orders" } });
    expect(audit).toEqual([expect.objectContaining({ actor: admin.username, success: true, ipAddress: "203.0.113.9", details: { from: null, to: null } })]);
  });

  it("appends each order's price breakdown after the earlier columns: list price, sale label, code discount", async () => {
    const sale = await prisma.sale.create({
      data: {
        label: "=Flash, sale",
        priceCents: 400,
        startsAt: new Date("2026-06-01T00:00:00Z"),
        endsAt: new Date("2026-06-08T00:00:00Z"),
        createdBy: "admin",
      },
    });
    const at = (day: number) => new Date(Date.UTC(2026, 5, day));
    // From before sales and creator codes: no breakdown stored, so the regular 5.00 and no discount.
    await createOrder({ username: "Before_23", createdAt: at(1), listPriceCents: null, amountCents: 500 });
    await createOrder({ username: "On_Sale", createdAt: at(2), listPriceCents: 500, saleId: sale.id, amountCents: 400 });
    await createOrder({
      username: "Sale_And_Code",
      createdAt: at(3),
      listPriceCents: 500,
      saleId: sale.id,
      referralCode: "TECHNO",
      discountCents: 45,
      amountCents: 355,
    });
    await createOrder({ username: "Code_Only", createdAt: at(4), listPriceCents: 500, referralCode: "YOUTUBE", discountCents: 50, amountCents: 450 });

    const [header, ...rows] = parseCsv(await (await get(ordersRoute, "/admin/export/orders")).text());
    // The columns existing readers know stay where they were.
    expect(header?.slice(0, 11)).toEqual([
      "created",
      "captured",
      "refunded",
      "status",
      "paypal_order_id",
      "capture_id",
      "amount",
      "currency",
      "username",
      "minecraft_uuid",
      "referral_code",
    ]);
    expect(header?.slice(11, 14)).toEqual(["list_price", "sale", "discount"]);
    expect(rows.map((row) => [row[8], row[6], row[10], ...row.slice(11, 14)])).toEqual([
      ["Before_23", "5.00", "", "5.00", "", "0.00"],
      // The sale's label is escaped as any text: quoted for its comma, guarded for its leading "=".
      ["On_Sale", "4.00", "", "5.00", "'=Flash, sale", "0.00"],
      ["Sale_And_Code", "3.55", "TECHNO", "5.00", "'=Flash, sale", "0.45"],
      ["Code_Only", "4.50", "YOUTUBE", "5.00", "", "0.50"],
    ]);
  });

  it("keeps to the range's UTC days, both ends included, and names the file after them", async () => {
    for (const created of ["2026-02-28T23:59:59.999Z", "2026-03-01T00:00:00.000Z", "2026-03-02T23:59:59.999Z", "2026-03-03T00:00:00.000Z"])
      await createOrder({ username: `At_${created.slice(8, 10)}_${created.slice(11, 13)}`, createdAt: new Date(created) });
    const res = await get(ordersRoute, "/admin/export/orders?from=2026-03-01&to=2026-03-02");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="orders-2026-03-01-to-2026-03-02.csv"');
    expect(parseCsv(await res.text()).map((row) => row[8])).toEqual(["username", "At_01_00", "At_02_23"]);
    expect((await prisma.auditLog.findFirstOrThrow({ where: { action: "export.orders" } })).details).toEqual({ from: "2026-03-01", to: "2026-03-02" });
  });

  it("reads the dashboard form's blank days as no limit, and one open end as open", async () => {
    await createOrder({ username: "Early_One", createdAt: new Date("2020-01-01T00:00:00.000Z") });
    await createOrder({ username: "Late_One", createdAt: new Date("2026-03-05T00:00:00.000Z") });
    const blank = await get(ordersRoute, "/admin/export/orders?from=&to=");
    expect(blank.headers.get("content-disposition")).toBe('attachment; filename="orders-all.csv"');
    expect(parseCsv(await blank.text()).map((row) => row[8])).toEqual(["username", "Early_One", "Late_One"]);
    const since = await get(ordersRoute, "/admin/export/orders?from=2026-01-01&to=");
    expect(since.headers.get("content-disposition")).toBe('attachment; filename="orders-2026-01-01-to-now.csv"');
    expect(parseCsv(await since.text()).map((row) => row[8])).toEqual(["username", "Late_One"]);
  });

  it("streams every row a page at a time, oldest first, ties broken by id", async () => {
    const total = EXPORT_PAGE_SIZE * 2 + 3;
    const same = new Date("2026-01-01T00:00:00.000Z");
    await prisma.license.createMany({
      data: Array.from({ length: total }, (_, i) => ({
        uuid: randomUUID(),
        username: `P${String(i).padStart(5, "0")}`,
        source: "PURCHASE" as const,
        active: i % 2 === 0,
        // Hundreds share one instant, across a page boundary: only (added_date, id) keeps their order stable.
        addedAt: i < EXPORT_PAGE_SIZE + 10 ? same : new Date(same.getTime() + i * 1000),
      })),
    });
    const res = await get(licensesRoute, "/admin/export/licenses");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="licenses-all.csv"');
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(["username", "minecraft_uuid", "active", "added", "source"]);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row[1])).size).toBe(total);
    const expected = await prisma.license.findMany({ orderBy: [{ addedAt: "asc" }, { id: "asc" }], select: { uuid: true } });
    expect(rows.map((row) => row[1])).toEqual(expected.map((l) => l.uuid));
    expect(rows.find((row) => row[0] === "P00001")?.slice(2)).toEqual(["false", "2026-01-01T00:00:00.000Z", "PURCHASE"]);
    expect(await prisma.auditLog.count({ where: { action: "export.licenses", actor: admin.username } })).toBe(1);
  });

  it("lists an admin's license without its e-mail", async () => {
    await createLicense({ username: "Notch", email: "notch@example.com", source: "ADMIN" });
    const text = await (await get(licensesRoute, "/admin/export/licenses")).text();
    expect(parseCsv(text)[1]?.[0]).toBe("Notch");
    expect(text).not.toContain("notch@example.com");
  });
});
