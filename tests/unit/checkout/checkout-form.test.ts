import { describe, expect, it } from "vitest";

import { purchaseDraftSchema } from "@/lib/client/purchase-draft-schema";
import { resizePack } from "@/lib/client/resize-pack";
import { PAYMENT_TOASTS } from "@/lib/content/checkout";
import { TOS_VERSION } from "@/lib/content/legal";
import { GIFT_MESSAGE_MAX_LENGTH } from "@/lib/gifts/message-length";
import { checkoutFormSchema } from "@/lib/payments/schemas";
import { normaliseReferral } from "@/lib/referrals/referral-codes";
import { formatSize } from "@/lib/releases/format-size";

/** The form's values as the page holds them: one license for an account unless `asGift`, no gift fields filled. */
const form = (values: Record<string, unknown>) => ({ asGift: false, quantity: 1, seats: [], recipientEmail: "", message: "", sendAt: "", ...values });

const messages = (input: Record<string, unknown>) => {
  const result = checkoutFormSchema.safeParse(form(input));
  // The form shows the first problem of each field.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [String(issue.path[0]), issue.message]));
};

describe("the payment form's rules (spec section 5)", () => {
  it("names each empty field with the spec's message", () => {
    expect(messages({ username: "", email: "", tosAccepted: false })).toEqual({ username: "Minecraft username is required", email: "Email is required" });
  });

  it("accepts 3 to 16 letters, digits and underscores, and nothing else", () => {
    for (const username of ["abc", "Notch", "a_b_c_1234567890"]) expect(messages({ username, email: "a@b.co", tosAccepted: true })).toEqual({});
    for (const username of ["ab", "a_b_c_12345678901", "bad name", "bäd"]) {
      expect(messages({ username, email: "a@b.co", tosAccepted: true })).toEqual({ username: "Invalid Minecraft username format" });
    }
  });

  it("asks a gift for no username, and checks its recipient's address and its day when given", () => {
    expect(messages({ asGift: true, username: "", email: "a@b.co", tosAccepted: true })).toEqual({});
    expect(messages({ asGift: true, username: "", email: "", tosAccepted: true, recipientEmail: "friend", sendAt: "soon" })).toEqual({
      email: "Email is required",
      recipientEmail: "Invalid email format",
      sendAt: "Pick a day and time",
    });
    expect(messages({ asGift: true, username: "", email: "a@b.co", tosAccepted: true, message: "x".repeat(501) })).toEqual({
      message: "The message must be at most 500 characters",
    });
  });

  it("asks each seat of a pack for its account or takes it as a gift, each account once, and reads no single username", () => {
    const seat = (kind: "account" | "gift", username = "", recipientEmail = "") => ({ kind, username, recipientEmail, message: "", sendAt: "" });
    const pack = (seats: ReturnType<typeof seat>[]) => ({ username: "", email: "a@b.co", tosAccepted: true, quantity: seats.length, seats });
    const seatMessages = (input: Record<string, unknown>) => {
      const result = checkoutFormSchema.safeParse(form(input));
      return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(seatMessages(pack([seat("account", "Notch"), seat("gift"), seat("gift", "", "friend@example.com")]))).toEqual({});
    expect(seatMessages(pack([seat("account", ""), seat("account", "bad name"), seat("gift", "", "friend")]))).toEqual({
      "seats.0.username": "Minecraft username is required",
      "seats.1.username": "Invalid Minecraft username format",
      "seats.2.recipientEmail": "Invalid email format",
    });
    expect(seatMessages(pack([seat("account", "Notch"), seat("account", "notch")]))).toEqual({
      "seats.1.username": "Each account can be named once in a pack",
    });
  });

  it("wants an e-mail of the form name@domain.tld without spaces", () => {
    for (const email of ["buyer", "buyer@", "buyer@example", "a b@example.com"]) {
      expect(messages({ username: "Notch", email, tosAccepted: true })).toEqual({ email: "Invalid email format" });
    }
  });
});

describe("purchase draft and referral code", () => {
  it("keeps the spec's draft fields and refuses a draft that did not accept the terms", () => {
    const draft = {
      username: "Notch",
      email: "n@example.com",
      tosAccepted: true,
      tosAcceptedAt: "2026-11-21T00:00:00.000Z",
      tosVersion: TOS_VERSION,
      referralCode: null,
    };
    expect(purchaseDraftSchema.parse(draft)).toEqual(draft);
    expect(purchaseDraftSchema.safeParse({ ...draft, tosAccepted: false }).success).toBe(false);
  });

  it("upper-cases a code of A-Z and 0-9 up to 20 characters and drops anything else", () => {
    expect(normaliseReferral(" youtube ")).toBe("YOUTUBE");
    expect(normaliseReferral("PROMO2024")).toBe("PROMO2024");
    for (const bad of ["", "my-code", "A".repeat(21), null, undefined]) expect(normaliseReferral(bad)).toBeNull();
  });
});

describe("copy and formatting", () => {
  it("words the create-order failure as the spec does", () => {
    expect(PAYMENT_TOASTS.createFailed.description("PayPal is down")).toBe("Failed to create payment order: PayPal is down.");
  });

  it("formats sizes as the download card shows them", () => {
    expect(formatSize(512)).toBe("512 B");
    expect(formatSize(1536)).toBe("2 KB");
    expect(formatSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});

describe("picking how many licenses (lib/client/resize-pack.ts)", () => {
  const single = { username: "Notch", email: "a@b.co", tosAccepted: true };

  it("a pack keeps the account typed for one license as its first seat, and one license again drops the seats", () => {
    const pack = resizePack(form({ ...single, seats: [] }) as never, 3);
    expect(pack).toMatchObject({ quantity: 3, seats: [{ kind: "account", username: "Notch" }, { username: "" }, { username: "" }] });
    expect(resizePack(form({ ...single, ...pack }) as never, 1)).toEqual({ quantity: 1, seats: [] });
  });

  it("a single gift's recipient, message and day move to the first seat, where they show; the single gift's hidden fields are cleared", () => {
    const gift = { ...single, username: "", asGift: true, recipientEmail: "friend@example.com", message: "Happy birthday", sendAt: "2027-01-02T09:00" };
    const pack = resizePack(form(gift) as never, 2);
    expect(pack).toMatchObject({
      asGift: false,
      message: "",
      sendAt: "",
      recipientEmail: "",
      seats: [{ kind: "gift", recipientEmail: "friend@example.com", message: "Happy birthday", sendAt: "2027-01-02T09:00" }, { kind: "account" }],
    });
    const seats = [pack.seats[0], { kind: "account", username: "Notch", recipientEmail: "", message: "", sendAt: "" }];
    expect(messages({ ...gift, ...pack, seats })).toEqual({});

    // An over-long message and an unreadable day are the seat's own, named by its place, no longer hidden.
    const invalid = resizePack(form({ ...gift, message: "x".repeat(GIFT_MESSAGE_MAX_LENGTH + 1), sendAt: "not a day" }) as never, 2);
    const result = checkoutFormSchema.safeParse(form({ ...gift, ...invalid, seats: [invalid.seats[0], seats[1]] }));
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join("."))).toEqual(["seats.0.message", "seats.0.sendAt"]);
  });
});
