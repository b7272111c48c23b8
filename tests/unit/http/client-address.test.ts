import { describe, expect, it } from "vitest";

import { normaliseAddress, rateLimitSubject, resolveClientAddress, resolveHttps } from "@/lib/http/client-address";

describe("normaliseAddress", () => {
  it("keeps IPv4 and IPv6 literals, canonical (RFC 5952) and without IPv4 mapping or zone", () => {
    expect(normaliseAddress("192.0.2.7")).toBe("192.0.2.7");
    expect(normaliseAddress("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(normaliseAddress("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1");
    expect(normaliseAddress("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1");
    expect(normaliseAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normaliseAddress("::1")).toBe("::1");
    expect(normaliseAddress("::")).toBe("::");
  });

  it("drops a zone id whole, whatever it holds: a colon in it does not become a group of the address", () => {
    expect(normaliseAddress("::1%a:b")).toBe("::1");
    expect(normaliseAddress("fe80::1%25:ff")).toBe("fe80::1");
    expect(normaliseAddress("[fe80::2%en0:1]")).toBe("fe80::2");
  });

  it("refuses anything that is not an address: nothing of it is stored or keyed on", () => {
    for (const value of [
      "<script>alert(1)</script>",
      "unknown",
      "",
      "1.2.3",
      "256.1.1.1",
      "192.0.2.7, 10.0.0.1",
      "192.0.2.7:443",
      "a".repeat(100),
      null,
      undefined,
    ]) {
      expect(normaliseAddress(value), String(value)).toBeNull();
    }
  });
});

describe("rateLimitSubject", () => {
  it("counts an IPv4 client by its address and an IPv6 client by its /64", () => {
    expect(rateLimitSubject("192.0.2.7")).toBe("192.0.2.7");
    expect(rateLimitSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(rateLimitSubject("2001:db8:1:2::1"));
    expect(rateLimitSubject("2001:db8:1:3::1")).not.toBe(rateLimitSubject("2001:db8:1:2::1"));
  });
});

describe("resolveClientAddress", () => {
  it("with no trusted proxy, is the socket's address whatever the client wrote", () => {
    expect(resolveClientAddress({ socketAddress: "::ffff:198.51.100.4", forwardedFor: "1.1.1.1", trustedHops: 0 })).toBe("198.51.100.4");
  });

  it("behind N appending proxies, is the entry N places from the right; entries further left are the client's own", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6, 198.51.100.4", trustedHops: 1 })).toBe("198.51.100.4");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: ["6.6.6.6", "198.51.100.4, 10.0.0.9"], trustedHops: 2 })).toBe("198.51.100.4");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "198.51.100.4", trustedHops: 2 })).toBe("198.51.100.4");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, trustedHops: 1 })).toBe("10.0.0.2");
  });

  it("is null when the entry where the client should be is not an address", () => {
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.1.1.1, <script>", trustedHops: 1 })).toBeNull();
  });
});

describe("resolveHttps", () => {
  it("believes X-Forwarded-Proto only from a trusted proxy, and only its own (right-most) entry", () => {
    expect(resolveHttps({ encrypted: true, forwardedProto: undefined, trustedHops: 0 })).toBe(true);
    expect(resolveHttps({ encrypted: false, forwardedProto: "https", trustedHops: 0 })).toBe(false);
    expect(resolveHttps({ encrypted: false, forwardedProto: "https", trustedHops: 1 })).toBe(true);
    expect(resolveHttps({ encrypted: false, forwardedProto: "https, http", trustedHops: 1 })).toBe(false);
  });
});
