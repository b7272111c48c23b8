import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER, CLIENT_HTTPS_HEADER, resolveClientHeaders } from "@/lib/http/client-address";

/** What a client can send pretending to be a proxy, beside an ordinary request's headers. */
const forged = (): IncomingHttpHeaders => ({
  host: "shop.example",
  origin: "https://evil.example",
  "x-forwarded-for": "203.0.113.9, 198.51.100.1",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  "x-forwarded-port": "8443",
  "x-real-ip": "203.0.113.9",
  forwarded: "for=203.0.113.9;host=evil.example;proto=https",
});

describe("resolveClientHeaders", () => {
  it.each([0, 1, 2])("drops X-Forwarded-Host, X-Forwarded-Port, X-Real-IP and Forwarded with %i trusted proxies", (trustedHops) => {
    const headers = forged();
    resolveClientHeaders(headers, { socketAddress: "127.0.0.1", encrypted: false, trustedHops });
    for (const name of ["x-forwarded-host", "x-forwarded-port", "x-real-ip", "forwarded"]) expect(headers).not.toHaveProperty(name);
    expect(headers.host).toBe("shop.example");
    expect(headers.origin).toBe("https://evil.example");
  });

  it("writes the scheme the server resolved into X-Forwarded-Proto, whatever the client claimed", () => {
    const plain = forged();
    // No trusted proxy: the client's "https" is its own claim.
    resolveClientHeaders(plain, { socketAddress: "127.0.0.1", encrypted: false, trustedHops: 0 });
    expect(plain["x-forwarded-proto"]).toBe("http");
    const secure = { host: "shop.example" } as IncomingHttpHeaders;
    resolveClientHeaders(secure, { socketAddress: "127.0.0.1", encrypted: true, trustedHops: 1 });
    expect(secure["x-forwarded-proto"]).toBe("https");
  });

  it("writes the resolved address and scheme into the app's own headers, over whatever a client wrote there", () => {
    // The trusted proxy saw plain http; the client still wrote the two headers of ours.
    const headers = { ...forged(), "x-forwarded-proto": "http", [CLIENT_ADDRESS_HEADER]: "10.9.9.9", [CLIENT_HTTPS_HEADER]: "1" };
    expect(resolveClientHeaders(headers, { socketAddress: "127.0.0.1", encrypted: false, trustedHops: 1 })).toEqual({ address: "198.51.100.1", https: false });
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe("198.51.100.1");
    expect(headers).not.toHaveProperty(CLIENT_HTTPS_HEADER);
  });

  it("keeps X-Forwarded-For behind trusted proxies only", () => {
    const behind = forged();
    resolveClientHeaders(behind, { socketAddress: "127.0.0.1", encrypted: false, trustedHops: 1 });
    expect(behind["x-forwarded-for"]).toBe("203.0.113.9, 198.51.100.1");
    const direct = forged();
    resolveClientHeaders(direct, { socketAddress: "127.0.0.1", encrypted: false, trustedHops: 0 });
    expect(direct).not.toHaveProperty("x-forwarded-for");
  });
});

describe("deploy/nginx/shop.conf", () => {
  const conf = readFileSync(path.resolve("deploy/nginx/shop.conf"), "utf8");
  const locations = conf.split(/^\s*location\b/m).slice(1);

  it("sets every forwarding header itself in each proxied location, so none of the client's passes", () => {
    expect(locations.length).toBeGreaterThanOrEqual(2);
    for (const location of locations.filter((l) => l.includes("proxy_pass"))) {
      expect(location).toContain("proxy_set_header Host $http_host;");
      expect(location).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
      expect(location).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
      expect(location).toContain("proxy_set_header X-Forwarded-Host $http_host;");
      expect(location).toContain("proxy_set_header X-Forwarded-Port $server_port;");
      expect(location).toContain("proxy_set_header X-Real-IP $remote_addr;");
      expect(location).toContain('proxy_set_header Forwarded "";');
    }
  });
});
