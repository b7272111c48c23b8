import { createHash, createPublicKey } from "node:crypto";

import { describe, expect, it } from "vitest";

import { jwkThumbprint } from "@/lib/crypto/pem-keys";

describe("jwkThumbprint", () => {
  it("computes RFC 7638's own example (§3.1)", () => {
    const n =
      "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw";
    expect(jwkThumbprint(createPublicKey({ key: { kty: "RSA", n, e: "AQAB" }, format: "jwk" }))).toBe("NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs");
  });

  it("uses crv, kty, x and y, in that order, for an EC key", () => {
    // RFC 7638 §3.2's required members of an EC key; the point is RFC 7515 Appendix A.3's P-256 example key.
    const jwk = { kty: "EC", crv: "P-256", x: "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU", y: "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0" };
    const expected = createHash("sha256").update(`{"crv":"P-256","kty":"EC","x":"${jwk.x}","y":"${jwk.y}"}`).digest("base64url");
    expect(jwkThumbprint(createPublicKey({ key: jwk, format: "jwk" }))).toBe(expected);
  });
});
