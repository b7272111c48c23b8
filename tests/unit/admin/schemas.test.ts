import { describe, expect, it } from "vitest";

import { buyerEmailSchema, listAffiliateApplicationsSchema, listAuditLogSchema, listLicensesSchema, listOrdersSchema } from "@/lib/admin/schemas";

describe("the admin read models' query schemas", () => {
  it("bound the page size", () => {
    expect(listAffiliateApplicationsSchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(listAffiliateApplicationsSchema.parse({})).toEqual({ limit: 50 });
    expect(listOrdersSchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(listAuditLogSchema.safeParse({ limit: "500" }).error?.issues[0]?.message).toBe("limit must be at most 100");
  });

  it("read a blank text field as none", () => {
    expect(listAuditLogSchema.parse({ cursor: "", action: "  ", user: "root_admin" })).toEqual({
      limit: 50,
      cursor: undefined,
      action: undefined,
      user: "root_admin",
    });
    expect(listOrdersSchema.parse({ cursor: "" })).toEqual({ limit: 50, cursor: undefined });
  });

  it("take the license list's query by the dashboard's names or the spec's", () => {
    const expected = { search: undefined, activeOnly: true, limit: 20, sortBy: "last_verified", order: "ASC" };
    expect(listLicensesSchema.parse({ active_only: "true", sort_by: "last_verified", order: "asc" })).toEqual(expected);
    expect(listLicensesSchema.parse({ activeOnly: true, sortBy: "last_verified", order: "ASC" })).toEqual(expected);
  });

  it("lower-case a buyer's e-mail as the shop stores it", () => {
    expect(buyerEmailSchema.parse({ email: "  BUY_ER@Example.com " })).toEqual({ email: "buy_er@example.com" });
    expect(buyerEmailSchema.safeParse({ email: "not an address" }).success).toBe(false);
  });
});
