import { createHmac, randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { giftIdOf, giftStatusToken } from "@/lib/gifts/gift-status-token";

/** Flips one character of the token at `index` to another base64url character. */
const flip = (token: string, index: number) => `${token.slice(0, index)}${token[index] === "A" ? "B" : "A"}${token.slice(index + 1)}`;

// The buyer's gift page link, signed with the download tokens' secret (DOWNLOAD_TOKEN_SECRET here).
describe("gift status token", () => {
  const giftId = randomUUID();
  const token = giftStatusToken(giftId);

  it("names its gift: `<gift id>.<43 characters of base64url>`, and giftIdOf reads the id back", () => {
    expect(token).toMatch(new RegExp(`^${giftId}\\.[A-Za-z0-9_-]{43}$`));
    expect(giftIdOf(token)).toBe(giftId);
    expect(giftIdOf(` ${token}\n`)).toBe(giftId);
    expect(giftStatusToken(giftId)).toBe(token);
    expect(giftStatusToken(randomUUID())).not.toBe(token);
  });

  it("refuses a token whose signature or gift id was changed", () => {
    const dot = token.indexOf(".");
    expect(giftIdOf(flip(token, dot + 1))).toBeNull();
    expect(giftIdOf(flip(token, token.length - 1))).toBeNull();
    const [, signature] = token.split(".");
    expect(giftIdOf(`${randomUUID()}.${signature}`)).toBeNull();
    expect(giftIdOf(`${giftId.replace(/[0-9a-f]$/, (c) => (c === "0" ? "1" : "0"))}.${signature}`)).toBeNull();
  });

  it("refuses a token signed with another secret, or with this secret under another label", () => {
    const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url");
    expect(giftIdOf(`${giftId}.${mac("another-secret-another-secret-0123", `gift-status:${giftId}`)}`)).toBeNull();
    expect(giftIdOf(`${giftId}.${mac(process.env.DOWNLOAD_TOKEN_SECRET ?? "", giftId)}`)).toBeNull();
  });

  it.each(["", "not-a-token", giftId, `${giftId}.`, `${giftId}.${"A".repeat(42)}`, `${giftId}.${"A".repeat(44)}`, `${giftId}.${"+".repeat(43)}`, `x${token}`])(
    "refuses the malformed token %j",
    (malformed) => {
      expect(giftIdOf(malformed)).toBeNull();
    },
  );
});
