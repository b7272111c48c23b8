import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { authSecret } from "@/lib/auth/auth-secret";
import { isPageRefresh, PAGE_REFRESH_PATH } from "@/lib/ops/page-refresh";

import { POST as refreshRoute } from "@/app/api/internal/refresh-pages/route";

const request = (key?: string) =>
  new Request(`http://shop.test${PAGE_REFRESH_PATH}`, { method: "POST", headers: key === undefined ? {} : { "x-shop-page-refresh": key } });
const realKey = () => createHmac("sha256", authSecret()).update("page refresh").digest("base64url");

// The refresh route re-renders every prerendered page: only the instance's own job, holding the key derived from
// AUTH_SECRET, may ask (the refresh itself is shown end to end in tests/e2e/sale.spec.ts).
describe(`POST ${PAGE_REFRESH_PATH}`, () => {
  it("answers 404, as for no route, without the key or with a wrong one", async () => {
    for (const key of [undefined, "", "x", realKey().slice(1), createHmac("sha256", "another secret").update("page refresh").digest("base64url")]) {
      const res = await refreshRoute(request(key));
      expect(res.status, String(key)).toBe(404);
    }
  });

  it("recognises the key derived from AUTH_SECRET, and nothing else", () => {
    expect(isPageRefresh(request(realKey()))).toBe(true);
    expect(isPageRefresh(request(`${realKey()}A`))).toBe(false);
    expect(isPageRefresh(request())).toBe(false);
  });
});
