import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getStats } from "@/lib/admin/get-stats";
import { listLicenses as listParsed } from "@/lib/admin/list-licenses";
import { listLicensesSchema, type ListLicensesInput } from "@/lib/admin/schemas";
import { prisma } from "@/lib/database/db";

import { GET as listUuidsRoute } from "@/app/admin/(api)/list-uuids/route";
import { GET as statsRoute } from "@/app/admin/(api)/stats/route";

import { createLicense, deleteAdminData } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";

const NOTCH = "069a79f4-44e9-4726-a5be-fca90e38aaf5";
const at = (day: number) => new Date(Date.UTC(2026, 0, day));

const get = async (query: string) => {
  const res = await listUuidsRoute(new Request(`http://shop.test/admin/list-uuids${query}`), { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
};
const names = (rows: { username: string }[]) => rows.map((r) => r.username);
/** The list as a caller gets it after the boundary parsed its query (defaults filled in). */
const listLicenses = (input: ListLicensesInput) => listParsed(listLicensesSchema.parse(input));

describe("stats and the whitelist lists", () => {
  beforeAll(async () => {
    await createLicense({ uuid: NOTCH, username: "Notch", email: "notch@example.com", addedAt: at(1), lastVerifiedAt: at(20), source: "ADMIN" });
    await createLicense({ username: "jeb_", email: "jeb@mojang.example", addedAt: at(2), lastVerifiedAt: at(10) });
    await createLicense({ username: "Dinnerbone", email: "dinner@example.com", addedAt: at(3), lastVerifiedAt: null });
    await createLicense({
      username: "Revoked_One",
      email: "gone@example.com",
      addedAt: at(4),
      lastVerifiedAt: at(30),
      active: false,
      revokedReason: "Chargeback",
    });
    await createLicense({ username: "percent_man", email: "p%x@example.com", addedAt: at(5) });
    await prisma.auditLog.createMany({
      data: [
        { action: "a", actor: "system", success: true },
        { action: "b", actor: "system", success: true },
      ],
    });
    await signInAs();
  });
  afterAll(async () => {
    signOut();
    await deleteAdminData();
  });

  it("counts all licenses, active ones and audit entries, for the page and GET /admin/stats alike", async () => {
    expect(await getStats()).toEqual({ totalLicenses: 5, activeLicenses: 4, auditLogCount: 2 });
    const res = await statsRoute(new Request("http://shop.test/admin/stats"), { params: Promise.resolve({}) });
    expect(await res.json()).toEqual({ stats: { totalLicenses: 5, activeLicenses: 4, auditLogCount: 2 } });
  });

  it("lists all by added date and active ones by last verified, newest first, never-verified last (spec section 9)", async () => {
    expect(names(await listLicenses({ limit: 100, sortBy: "added_date", order: "DESC" }))).toEqual([
      "percent_man",
      "Revoked_One",
      "Dinnerbone",
      "jeb_",
      "Notch",
    ]);
    expect(names(await listLicenses({ activeOnly: true, limit: 100, sortBy: "last_verified", order: "DESC" }))).toEqual([
      "Notch",
      "jeb_",
      "percent_man",
      "Dinnerbone",
    ]);
    expect(names(await listLicenses({ activeOnly: true, sortBy: "last_verified", order: "ASC" })).slice(0, 2)).toEqual(["jeb_", "Notch"]);
    // The database's collation decides where "jeb_" goes (C: after upper case); both orders agree it is one order reversed.
    const byName = names(await listLicenses({ sortBy: "username", order: "ASC" }));
    expect(byName[0]).toBe("Dinnerbone");
    expect(names(await listLicenses({ sortBy: "username", order: "DESC" }))).toEqual([...byName].reverse());
    expect(await listLicenses({ limit: 2 })).toHaveLength(2);
  });

  it("shows each row with the spec's field names", async () => {
    const [row] = await listLicenses({ search: "Revoked" });
    expect(row).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: "Revoked_One",
      email: "gone@example.com",
      active: false,
      added_date: at(4).toISOString(),
      last_verified: at(30).toISOString(),
      source: "PURCHASE",
      revoked_reason: "Chargeback",
      discord: null,
    });
  });

  it("searches part of a username (any case), an exact UUID dashed or not, or part of an e-mail", async () => {
    expect(names(await listLicenses({ search: "NOTC" }))).toEqual(["Notch"]);
    expect(names(await listLicenses({ search: NOTCH }))).toEqual(["Notch"]);
    expect(names(await listLicenses({ search: NOTCH.replace(/-/g, "").toUpperCase() }))).toEqual(["Notch"]);
    expect(names(await listLicenses({ search: "mojang.example" }))).toEqual(["jeb_"]);
    expect(names(await listLicenses({ search: "nobody-here" }))).toEqual([]);
  });

  it("takes % and _ in a search literally", async () => {
    expect(names(await listLicenses({ search: "%" }))).toEqual(["percent_man"]);
    expect(names(await listLicenses({ search: "_" })).sort()).toEqual(["Revoked_One", "jeb_", "percent_man"]);
    expect(names(await listLicenses({ search: "t_h" }))).toEqual([]);
  });

  it("answers the spec's query strings on GET /admin/list-uuids", async () => {
    const search = await get("?search=notch&limit=20");
    expect(search.status).toBe(200);
    expect(names(search.body.uuids)).toEqual(["Notch"]);
    expect(names((await get("?active_only=true&limit=100&sort_by=last_verified&order=DESC")).body.uuids)).toEqual([
      "Notch",
      "jeb_",
      "percent_man",
      "Dinnerbone",
    ]);
    expect(names((await get("?active_only=false&limit=100&sort_by=added_date&order=desc")).body.uuids)).toHaveLength(5);
    expect(names((await get("")).body.uuids)).toHaveLength(5);
  });

  it.each(["?limit=0", "?limit=101", "?limit=ten", "?active_only=yes", "?sort_by=email", "?order=sideways", `?search=${"x".repeat(65)}`])(
    "refuses %s with a 400",
    async (query) => {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
    },
  );
});
