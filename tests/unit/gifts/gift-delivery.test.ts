import { describe, expect, it } from "vitest";

import { GIFT_PAGE } from "@/lib/content/gifts";

const now = new Date("2026-11-30T12:00:00Z");
const recipientEmail = "friend@example.com";

describe("the gift page's line on the recipient's e-mail", () => {
  it("says it goes now when the buyer picked no time, not that it is due at the moment of payment", () => {
    expect(GIFT_PAGE.delivery({ recipientEmail, sendAt: null, sentAt: null }, now)).toBe("Being sent to friend@example.com now");
  });

  it("names the buyer's time while it is ahead, and when it went once it has", () => {
    const sendAt = new Date("2026-12-24T08:00:00Z");
    expect(GIFT_PAGE.delivery({ recipientEmail, sendAt, sentAt: null }, now)).toBe("To be sent to friend@example.com on 24 December 2026, 08:00 UTC");
    expect(GIFT_PAGE.delivery({ recipientEmail, sendAt, sentAt: new Date("2026-12-24T08:00:05Z") }, now)).toBe(
      "Sent to friend@example.com on 24 December 2026, 08:00 UTC",
    );
    // The time came and the mail has not gone yet (the outbox's next pass): it goes now.
    expect(GIFT_PAGE.delivery({ recipientEmail, sendAt: new Date("2026-11-30T11:59:00Z"), sentAt: null }, now)).toBe("Being sent to friend@example.com now");
  });
});
