import { describe, expect, it } from "vitest";

import { consumeSignInGrant, issueSignInGrant, SIGN_IN_GRANT_MS } from "@/lib/auth/sign-in-grant";

const GRANT = { adminId: "5e7c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01", username: "ops", sessionId: "6f8d2b3c-4d5e-4f60-9b7c-8d9e0f1a2b02" };

describe("sign-in grants (what next-auth's credentials provider accepts)", () => {
  it("are good once", () => {
    const id = issueSignInGrant(GRANT);
    expect(consumeSignInGrant(id)).toEqual(GRANT);
    expect(consumeSignInGrant(id)).toBeNull();
  });

  it("expire after 30 seconds", () => {
    const now = Date.now();
    const id = issueSignInGrant(GRANT, now);
    expect(consumeSignInGrant(id, now + SIGN_IN_GRANT_MS)).toBeNull();
    expect(consumeSignInGrant(issueSignInGrant(GRANT, now), now + SIGN_IN_GRANT_MS - 1)).toEqual(GRANT);
  });

  it("are random ids nobody can guess or reuse from another shape", () => {
    const a = issueSignInGrant(GRANT);
    const b = issueSignInGrant(GRANT);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[\w-]{43}$/);
    for (const forged of [undefined, "", "admin", { grant: a }, [a]]) expect(consumeSignInGrant(forged)).toBeNull();
  });
});
