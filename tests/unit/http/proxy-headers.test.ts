import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { keepOnlyResolvedProxyHeaders } from "@/lib/http/proxy-headers";

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

describe("keepOnlyResolvedProxyHeaders", () => {
  it.each([0, 1, 2])("drops X-Forwarded-Host, X-Forwarded-Port, X-Real-IP and Forwarded with %i trusted proxies", (trustedHops) => {
    const headers = forged();
    keepOnlyResolvedProxyHeaders(headers, { https: false, trustedHops });
    for (const name of ["x-forwarded-host", "x-forwarded-port", "x-real-ip", "forwarded"]) expect(headers).not.toHaveProperty(name);
    expect(headers.host).toBe("shop.example");
    expect(headers.origin).toBe("https://evil.example");
  });

  it("writes the scheme the server resolved into X-Forwarded-Proto, whatever the client claimed", () => {
    const plain = forged();
    keepOnlyResolvedProxyHeaders(plain, { https: false, trustedHops: 1 });
    expect(plain["x-forwarded-proto"]).toBe("http");
    const secure = { host: "shop.example" } as IncomingHttpHeaders;
    keepOnlyResolvedProxyHeaders(secure, { https: true, trustedHops: 1 });
    expect(secure["x-forwarded-proto"]).toBe("https");
  });

  it("keeps X-Forwarded-For behind trusted proxies only", () => {
    const behind = forged();
    keepOnlyResolvedProxyHeaders(behind, { https: false, trustedHops: 1 });
    expect(behind["x-forwarded-for"]).toBe("203.0.113.9, 198.51.100.1");
    const direct = forged();
    keepOnlyResolvedProxyHeaders(direct, { https: false, trustedHops: 0 });
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
