import { describe, expect, it } from "vitest";

import { openMail, sealCodes, sealMail, unsealCodes } from "@/lib/mail/sealed-codes";
import { giftMail } from "@/lib/mail/templates/gift";

const SECRET = "unit-tests-auth-secret-0123456789abcdefghij";
const OTHER_SECRET = "unit-tests-other-secret-0123456789abcdefghij";
const CODE = "GIFT-ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345";
const ROW = { dedupeKey: "gift:00000000-0000-4000-8000-000000000001", to: "friend@example.com" };

/** The sealed value with one byte of its part `index` (0 version, 1 nonce, 2 ciphertext, 3 tag) changed. */
function tampered(sealed: string, index: number): string {
  const parts = sealed.split(".");
  const bytes = Buffer.from(parts[index] ?? "", "base64url");
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[index] = bytes.toString("base64url");
  return parts.join(".");
}

describe("sealed gift codes in the mail outbox", () => {
  it("opens what it sealed, and seals the same codes differently each time", () => {
    const sealed = sealCodes([CODE, "second"], ROW, SECRET);
    expect(unsealCodes(sealed, ROW, SECRET)).toEqual([CODE, "second"]);
    expect(sealed).not.toContain(CODE);
    expect(sealCodes([CODE, "second"], ROW, SECRET)).not.toBe(sealed);
  });

  it("opens a value sealed by an earlier build (this format, this key): mail already waiting in the outbox still goes out", () => {
    const sealedEarlier = "v1.jyizfjIdTVeYDJsj.Ir3K-MW0IadQGvdFanRjN7al_W2GnyHS9mQkBKvH064yQQYT40fqJXshvQ.psE7HuOLbOJnXIs27ig4yQ";
    expect(unsealCodes(sealedEarlier, ROW, SECRET)).toEqual([CODE]);
  });

  it.each([
    ["the nonce", 1],
    ["the ciphertext", 2],
    ["the tag", 3],
  ])("refuses a value whose %s was changed", (_, index) => {
    const sealed = sealCodes([CODE], ROW, SECRET);
    expect(() => unsealCodes(tampered(sealed, index), ROW, SECRET)).toThrow();
  });

  it("refuses a value cut short or not sealed at all", () => {
    const sealed = sealCodes([CODE], ROW, SECRET);
    expect(() => unsealCodes(sealed.slice(0, -4), ROW, SECRET)).toThrow();
    expect(() => unsealCodes(CODE, ROW, SECRET)).toThrow(/not a sealed value/);
  });

  it("refuses to open with another key", () => {
    expect(() => unsealCodes(sealCodes([CODE], ROW, SECRET), ROW, OTHER_SECRET)).toThrow();
  });

  it("opens only for the message it was sealed for: another row or another address is refused", () => {
    const sealed = sealCodes([CODE], ROW, SECRET);
    expect(() => unsealCodes(sealed, { ...ROW, to: "thief@example.com" }, SECRET)).toThrow();
    expect(() => unsealCodes(sealed, { ...ROW, dedupeKey: "gift:00000000-0000-4000-8000-000000000002" }, SECRET)).toThrow();
  });

  it("keeps a rendered mail without its code, and opens it at send time to the very text and HTML it was", async () => {
    const mail = await giftMail({ code: CODE, message: "Happy birthday!", redeemLink: `https://shop.test/redeem#code=${CODE}` });
    expect(mail.text).toContain(CODE);
    expect(mail.html).toContain(`#code=${CODE}`);

    const sealed = sealMail(mail, [CODE], ROW, SECRET);
    expect(sealed.subject).toBe(mail.subject);
    for (const part of [sealed.text, sealed.html, sealed.sealedCodes]) expect(part).not.toContain(CODE);
    for (const part of [sealed.text, sealed.html, sealed.sealedCodes]) expect(part).not.toContain(CODE.replaceAll("-", "").slice(4));

    expect(openMail({ ...ROW, ...sealed }, SECRET)).toEqual({ text: mail.text, html: mail.html });
    expect(() => openMail({ ...ROW, ...sealed }, OTHER_SECRET)).toThrow();
  });

  it("opens a mail that holds no sealed code as it is", () => {
    expect(openMail({ ...ROW, text: "Hello", html: null, sealedCodes: null }, SECRET)).toEqual({ text: "Hello", html: null });
  });
});
