import { afterEach, describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER, clientIp, SERVER_MARK } from "@/lib/http/client-address";

const mark = globalThis as Record<symbol, unknown>;

describe("clientIp", () => {
  afterEach(() => {
    delete mark[SERVER_MARK];
  });

  it("reads only the address our server wrote, never X-Forwarded-For or X-Real-IP", () => {
    mark[SERVER_MARK] = true;
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.4", "x-forwarded-for": "1.1.1.1", "x-real-ip": "2.2.2.2" }))).toBe("198.51.100.4");
    expect(clientIp(new Headers({ "x-forwarded-for": "1.1.1.1", "x-real-ip": "2.2.2.2" }))).toBe("unknown");
  });

  it("stores nothing that is not an address", () => {
    mark[SERVER_MARK] = true;
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "<script>alert(1)</script>" }))).toBe("unknown");
  });

  it("trusts the header only in a process our server started (plain next start: every client is one)", () => {
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.4" }))).toBe("unknown");
  });
});
