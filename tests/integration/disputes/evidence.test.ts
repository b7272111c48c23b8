import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { FINAL_SALE_CLAUSES, TOS_VERSION } from "@/lib/content/legal";
import { prisma } from "@/lib/database/db";
import { evidenceDocument, evidenceNote } from "@/lib/disputes/evidence-document";
import { evidencePack } from "@/lib/disputes/evidence-pack";
import { recordDispute } from "@/lib/disputes/record-dispute";
import { flushLicenseChecks, verifyLicense } from "@/lib/licenses/verify-license";
import { site } from "@/lib/site";

import { GET as downloadRoute } from "@/app/(shop)/download/[product]/route";
import { GET as evidenceRoute } from "@/app/admin/(api)/disputes/[id]/evidence/route";

import { signInAs, signOut } from "../../support/admin-session";
import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { deleteReleases, registerRelease } from "../../support/releases";
import { simulator } from "../../support/simulator-controls";

const download = (token: string) =>
  downloadRoute(
    new Request(`http://shop.test/download/${site.command}?token=${encodeURIComponent(token)}`, { headers: { "x-shop-client-address": "192.0.2.44" } }),
    {
      params: Promise.resolve({ product: site.command }),
    },
  );

const evidence = (id: string) =>
  evidenceRoute(new Request(`http://shop.test/admin/disputes/${id}/evidence`, { headers: { "x-shop-client-address": "203.0.113.9" } }), {
    params: Promise.resolve({ id }),
  });

afterEach(async () => {
  await deletePurchases();
  await deleteReleases();
});

describe("a dispute's proof of fulfilment", () => {
  it("lists the order, the terms as accepted, each download with the release's hash, and the mod's checks per day", async () => {
    const release = await registerRelease("3.4.5");
    const username = await freshBuyer();
    const orderId = await startPurchase({ username });
    await simulator.approve(orderId);
    const { downloadToken } = (await (await captureRequest(orderId)).json()) as { downloadToken: string };
    expect((await download(downloadToken)).status).toBe(200);
    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId }, include: { license: true } });
    const uuid = order.license?.uuid ?? "";
    const [day1, day2] = [new Date("2026-11-20T10:00:00Z"), new Date("2026-11-21T18:30:00Z")];
    await verifyLicense(uuid, day1);
    await verifyLicense(uuid, new Date(day1.getTime() + 5_000));
    await flushLicenseChecks();
    await verifyLicense(uuid, day2);
    await flushLicenseChecks();
    const now = new Date();
    const { disputeId } = await recordDispute({
      dispute_id: `PP-D-${randomBytes(3).readUIntBE(0, 3)}`,
      create_time: now.toISOString(),
      update_time: now.toISOString(),
      reason: "MERCHANDISE_OR_SERVICE_NOT_RECEIVED",
      status: "WAITING_FOR_SELLER_RESPONSE",
      dispute_amount: { currency_code: "USD", value: "5.00" },
      disputed_transactions: [{ seller_transaction_id: order.captureId ?? "" }],
    });

    const pack = await evidencePack(disputeId);
    expect(pack).toMatchObject({
      order: { paypalOrderId: orderId, captureId: order.captureId, amountCents: 500, receiptNumber: order.receiptNumber },
      terms: { version: TOS_VERSION, acceptedAt: order.tosAcceptedAt, finalSaleClause: FINAL_SALE_CLAUSES[TOS_VERSION] },
      license: { minecraftUuid: uuid, username, active: true },
      downloads: [{ version: "3.4.5", sha256: release.sha256 }],
      checks: {
        first: day1,
        last: day2,
        perDay: [
          { day: "2026-11-20", checks: 2 },
          { day: "2026-11-21", checks: 1 },
        ],
      },
    });
    const text = evidenceDocument(pack ?? (undefined as never));
    for (const expected of [
      orderId,
      `Terms of Service version ${TOS_VERSION}`,
      "All sales are final",
      `version 3.4.5, SHA-256 ${release.sha256}`,
      "2026-11-20: 2 checks",
      "2026-11-21: 1 check",
    ]) {
      expect(text).toContain(expected);
    }
    // No client address reaches PayPal.
    expect(text).not.toContain("192.0.2.44");
    expect(evidenceNote(pack ?? (undefined as never))).toMatch(/downloaded 1 time\. The mod checked the license on 2 days/);

    // The admin reads it first: the note, then the document; a visitor without a session gets 401, an unknown id 404.
    expect((await evidence(disputeId)).status).toBe(401);
    await signInAs();
    try {
      const res = await evidence(disputeId);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).toBe(`${evidenceNote(pack ?? (undefined as never))}\n\n${text}`);
      expect((await evidence("5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01")).status).toBe(404);
      expect((await evidence("not-an-id")).status).toBe(400);
    } finally {
      signOut();
    }
  });
});
