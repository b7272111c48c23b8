import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { GIFT_CODE_PREFIX_LENGTH, giftCodeHash, newGiftCode, normaliseGiftCode } from "@/lib/gifts/gift-code";

/** Crockford's base32: the digits and the letters but I, L, O and U. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const FORMAT = /^GIFT(-[0-9A-HJKMNP-TV-Z]{4}){7}$/;
/** A body holding every digit, so the look-alikes of 0 and 1 can be typed into it. */
const BODY = "0123456789ABCDEFGHJKMNPQRSTV";

const bodyOf = (code: string) => code.replace(/^GIFT-/, "").replaceAll("-", "");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const grouped = (body: string, separator = "-") => body.match(/.{4}/g)!.join(separator);

describe("newGiftCode", () => {
  it("makes GIFT and 7 groups of 4 Crockford base32 characters: 28 characters of 5 bits, at least 128 bits", () => {
    const { code } = newGiftCode();
    expect(code).toMatch(FORMAT);
    const body = bodyOf(code);
    expect(body).toHaveLength(28);
    expect(new Set(CROCKFORD).size).toBe(32);
    expect(body.length * Math.log2(CROCKFORD.length)).toBeGreaterThanOrEqual(128);
  });

  it("draws every character of the alphabet about evenly, so no character position carries fewer than 5 bits", () => {
    const counts = new Map<string, number>();
    const codes = 1000;
    for (let i = 0; i < codes; i++) for (const c of bodyOf(newGiftCode().code)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join("")).toBe(CROCKFORD);
    // 28,000 characters: 875 expected of each; a skew (a byte's low 4 bits only, a modulo bias) lands far outside.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(875 / 2);
      expect(count).toBeLessThan(875 * 2);
    }
  });

  it("never repeats a code or a hash over 5,000 codes", () => {
    const made = Array.from({ length: 5000 }, () => newGiftCode());
    expect(new Set(made.map((g) => g.code)).size).toBe(5000);
    expect(new Set(made.map((g) => g.hash)).size).toBe(5000);
  });

  it("answers the SHA-256 (hex) of the normalised body as the hash, never the code itself", () => {
    const { code, hash } = newGiftCode();
    expect(hash).toBe(sha256(bodyOf(code)));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(giftCodeHash(normaliseGiftCode(code)!)).toBe(hash);
    expect(hash).not.toContain(bodyOf(code).toLowerCase());
  });
});

describe("normaliseGiftCode", () => {
  const { code } = newGiftCode();
  const body = bodyOf(code);

  it.each([
    ["as shown", code],
    ["in lower case", code.toLowerCase()],
    ["with spaces instead of dashes", code.replaceAll("-", " ")],
    ["with spaces around and inside the groups", `  ${code.replaceAll("-", " - ")}\t\n`],
    ["without dashes", `GIFT${body}`],
    ["without the GIFT prefix", grouped(body)],
    ["as the bare body", body],
    ["bare, in lower case with spaces", grouped(body.toLowerCase(), " ")],
  ])("reads the code typed %s as its body", (_, typed) => {
    expect(normaliseGiftCode(typed)).toBe(body);
    expect(giftCodeHash(normaliseGiftCode(typed)!)).toBe(sha256(body));
  });

  it.each([
    ["O for 0", BODY.replace("0", "O")],
    ["o for 0", BODY.replace("0", "o")],
    ["I for 1", BODY.replace("1", "I")],
    ["i for 1", BODY.replace("1", "i")],
    ["L for 1", BODY.replace("1", "L")],
    ["l for 1", BODY.replace("1", "l")],
  ])("reads Crockford's look-alike %s as the digit", (_, typed) => {
    expect(normaliseGiftCode(`GIFT-${grouped(typed)}`)).toBe(BODY);
    expect(normaliseGiftCode(typed)).toBe(BODY);
  });

  it("is idempotent: a normalised body normalises to itself", () => {
    expect(normaliseGiftCode(body)).toBe(body);
    expect(normaliseGiftCode(normaliseGiftCode(code.toLowerCase())!)).toBe(body);
  });

  it.each([
    ["empty", ""],
    ["only the prefix", "GIFT"],
    ["one character short", body.slice(1)],
    ["one character long", `${body}2`],
    ["one group short", grouped(body).slice(0, -5)],
    ["one group long", `${code}-ABCD`],
    ["a U, which Crockford's alphabet leaves out", `U${body.slice(1)}`],
    ["punctuation", `${body.slice(0, 27)}!`],
    ["an asterisk", `*${body.slice(1)}`],
    ["an underscore for a dash", code.replaceAll("-", "_")],
    ["a non-ASCII letter", `${body.slice(0, 27)}Ä`],
    ["the prefix twice", `GIFT-${code}`],
  ])("refuses a code %s (null)", (_, typed) => {
    expect(normaliseGiftCode(typed)).toBeNull();
  });

  it("rate-limits on the body's first 4 characters", () => {
    expect(GIFT_CODE_PREFIX_LENGTH).toBe(4);
    expect(normaliseGiftCode(code.toLowerCase())!.slice(0, GIFT_CODE_PREFIX_LENGTH)).toBe(code.slice(5, 9));
  });
});
