import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { checkDownloadToken, signDownloadToken } from "@/lib/downloads/token-signature";

const SECRET = "unit-test-secret-unit-test-secret-000";
const id = randomUUID();
const now = new Date("2026-11-21T12:00:00Z");
const inAnHour = new Date(now.getTime() + 3_600_000);

describe("download token signature", () => {
  it("accepts the token it signed until it expires", () => {
    const token = signDownloadToken(id, inAnHour, SECRET);
    expect(checkDownloadToken(token, SECRET, now)).toEqual({ ok: true, tokenId: id, expiresAt: inAnHour });
    expect(checkDownloadToken(token, SECRET, new Date(inAnHour.getTime() + 1000))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token signed with another secret", () => {
    expect(checkDownloadToken(signDownloadToken(id, inAnHour, `${SECRET}x`), SECRET, now)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("refuses a token whose expiry or id was changed", () => {
    const [tokenId, expiry, signature] = signDownloadToken(id, inAnHour, SECRET).split(".");
    expect(checkDownloadToken(`${tokenId}.${Number(expiry) + 86_400}.${signature}`, SECRET, now)).toEqual({ ok: false, reason: "bad_signature" });
    expect(checkDownloadToken(`${randomUUID()}.${expiry}.${signature}`, SECRET, now)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it.each(["", "abc", `${id}.123`, `${id}.x.${"a".repeat(43)}`])("refuses the malformed token %j", (token) => {
    expect(checkDownloadToken(token, SECRET, now)).toEqual({ ok: false, reason: "malformed" });
  });
});
