import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { KEEP_ALIVE_TIMEOUT_MS, NGINX_UPSTREAM_KEEPALIVE_SECONDS } from "@/lib/http/keep-alive";

// A request nginx sends on a connection the instance has just closed fails, and nginx does not retry a POST:
// the instances must keep idle connections open longer than nginx does.
describe("keep-alive between nginx and the instances", () => {
  const conf = readFileSync(path.resolve("deploy/nginx/shop.conf"), "utf8");
  // From the upstream block's opening line to its closing brace alone on a line (its body holds a {{placeholder}}).
  const upstream = /^upstream shop_app \{\n([\s\S]*?)^\}$/m.exec(conf)?.[1] ?? "";

  it("nginx's upstream block sets its idle time, which is the one the server outlasts", () => {
    expect(upstream).toMatch(/^\s*keepalive \d+;$/m);
    const seconds = Number(/^\s*keepalive_timeout (\d+)s;$/m.exec(upstream)?.[1]);
    expect(seconds).toBe(NGINX_UPSTREAM_KEEPALIVE_SECONDS);
  });

  it("the server keeps an idle connection open longer than nginx does, and longer than Node's 5 s", () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(NGINX_UPSTREAM_KEEPALIVE_SECONDS * 1000);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(5_000);
  });
});
