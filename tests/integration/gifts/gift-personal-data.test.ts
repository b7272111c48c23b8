import { afterEach, describe, expect, it } from "vitest";

import { eraseBuyerData } from "@/lib/admin/erase-buyer-data";
import { exportBuyerData } from "@/lib/admin/export-buyer-data";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { buyGift, giftOf, GIVER_EMAIL } from "../../support/gifts";
import { deletePurchases } from "../../support/purchase";

// A gift's recipient address and message are personal data of its giver and of its recipient.
describe("a gift in a buyer's data export and erasure", () => {
  afterEach(deletePurchases);

  it("exports the gift to its giver and to its recipient, never the code", async () => {
    const { orderId, gift } = await buyGift({ recipientEmail: "friend@example.com", message: "For you" });
    const expected = [expect.objectContaining({ paypalOrderId: orderId, recipientEmail: "friend@example.com", message: "For you", redeemedAt: null })];
    for (const address of [GIVER_EMAIL, "friend@example.com"]) {
      const data = await exportBuyerData(address, { actor: ADMIN_CTX.admin.username });
      expect(data.gifts).toEqual(expected);
      expect(JSON.stringify(data)).not.toContain(gift.code);
    }
  });

  it("erases the recipient's address and the message, for the giver's erasure and for the recipient's, and keeps the gift", async () => {
    const byGiver = await buyGift({ recipientEmail: "friend@example.com", message: "For you" });
    await eraseBuyerData(GIVER_EMAIL, ADMIN_CTX);
    expect(await giftOf(byGiver.orderId)).toMatchObject({ recipientEmail: null, message: null, codeHash: expect.any(String) });

    const byRecipient = await buyGift({ recipientEmail: "other@example.com", message: "Hi" }, { email: "someone@example.com" });
    await eraseBuyerData("other@example.com", ADMIN_CTX);
    expect(await giftOf(byRecipient.orderId)).toMatchObject({ recipientEmail: null, message: null });
    expect((await exportBuyerData("other@example.com", { actor: ADMIN_CTX.admin.username })).gifts).toEqual([]);
  });
});
