import { describe, expect, it } from "vitest";

import { ipCountry, ipDatabaseBuiltAt } from "@/lib/geoip/ip-country";

// The client address's country, from the offline database in the npm package.
describe("the country of a client address", () => {
  it.each([
    ["80.128.0.1", "DE"], // Deutsche Telekom
    ["2003::1", "DE"],
    ["::ffff:80.128.0.1", "DE"],
    ["8.8.8.8", "US"],
    ["81.2.69.142", "GB"],
  ])("maps %s to %s", async (address, country) => {
    expect(await ipCountry(address)).toBe(country);
  });

  it.each(["10.0.0.1", "127.0.0.1", "192.168.1.1", "172.16.0.1", "203.0.113.1", "::1", "fe80::1", "2001:db8::1", "not an address", "", null])(
    "gives no country for %s (private, reserved or no address: some of them the snapshot maps wrongly)",
    async (address) => {
      expect(await ipCountry(address)).toBeNull();
    },
  );

  it("reads a snapshot with a build date", async () => {
    const built = await ipDatabaseBuiltAt();
    expect(built.getTime()).toBeGreaterThan(Date.parse("2026-01-01T00:00:00Z"));
    expect(built.getTime()).toBeLessThan(Date.now());
  });
});
