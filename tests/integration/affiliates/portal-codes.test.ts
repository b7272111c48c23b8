import { afterEach, describe, expect, it } from "vitest";

import { listPortalCodes } from "@/lib/affiliates/portal-codes";
import { prisma } from "@/lib/database/db";

import { createOrder } from "../../support/admin-fixtures";
import { createAffiliate } from "../../support/affiliate-session";
import { deletePurchases } from "../../support/purchase";

// An affiliate sees each code's terms and uses, and what their audience saved with it.
describe("the portal's codes", () => {
  afterEach(async () => {
    await prisma.affiliate.deleteMany();
    await deletePurchases();
  });

  it("lists each code with its link, terms and uses, and sums what paying buyers saved, refunds left out", async () => {
    const affiliate = await createAffiliate();
    await prisma.referralCode.createMany({
      data: [
        {
          code: "ZETA",
          applicationId: affiliate.applicationId,
          createdBy: "admin",
          discountPercent: 10,
          maxUses: 3,
          uses: 2,
          endsAt: new Date("2027-01-01T00:00:00Z"),
        },
        { code: "ALPHA", applicationId: affiliate.applicationId, createdBy: "admin", active: false, commissionCents: 150 },
        { code: "OTHER", createdBy: "admin", discountCents: 100 },
      ],
    });
    await createOrder({ referralCode: "ZETA", amountCents: 450, discountCents: 50 });
    await createOrder({ referralCode: "ZETA", amountCents: 450, discountCents: 50 });
    await createOrder({ referralCode: "ZETA", amountCents: 450, discountCents: 50, status: "REFUNDED" });
    await createOrder({ referralCode: "OTHER", amountCents: 400, discountCents: 100 });

    const codes = await listPortalCodes(affiliate.applicationId);
    expect(codes.map((c) => c.code)).toEqual(["ALPHA", "ZETA"]);
    expect(codes[0]).toMatchObject({ active: false, discountPercent: 0, discountCents: 0, commissionCents: 150, uses: 0, maxUses: null, savedCents: 0 });
    expect(codes[1]).toMatchObject({
      link: expect.stringMatching(/\/payment\?ref=ZETA$/),
      active: true,
      discountPercent: 10,
      commissionCents: 100,
      uses: 2,
      maxUses: 3,
      startsAt: null,
      endsAt: new Date("2027-01-01T00:00:00Z"),
      savedCents: 100,
    });
    expect(await listPortalCodes("00000000-0000-4000-8000-000000000000")).toEqual([]);
  });
});
