import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { outboundPost } from "@/lib/http/outbound-post";
import { checkOutboundTarget, isPublicAddress, TargetRefused, type Resolver } from "@/lib/http/outbound-target";

/** A resolver that answers from a table, counting the questions. */
function resolverOf(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    return table[hostname] ?? [];
  };
  return { resolve, asked };
}

const refusal = (reason: TargetRefused["reason"]) => (error: unknown) => error instanceof TargetRefused && error.reason === reason;

describe("which addresses are public", () => {
  it("takes global unicast addresses, and nothing private, local, reserved or translated", () => {
    for (const address of ["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111"]) expect(isPublicAddress(address), address).toBe(true);
    const inside = [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "192.0.2.1",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "2002:7f00:1::1",
      "64:ff9b::7f00:1",
      "2001:db8::1",
      "not an address",
    ];
    for (const address of inside) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe("checking a URL before the shop calls it", () => {
  const resolver = resolverOf({
    "hooks.example.com": ["93.184.216.34"],
    "loopback.example.com": ["127.0.0.1"],
    "office.example.com": ["10.0.0.1"],
    "metadata.example.com": ["169.254.169.254"],
    "v6loop.example.com": ["::1"],
    "split.example.com": ["93.184.216.34", "10.0.0.1"],
  });
  const check = (url: string, allowPrivate = false) => checkOutboundTarget(url, { allowPrivate, resolve: resolver.resolve });

  it("accepts https to a name with public addresses, pinned to its first", async () => {
    expect(await check("https://hooks.example.com/shop?x=1")).toMatchObject({
      address: "93.184.216.34",
      family: 4,
      url: new URL("https://hooks.example.com/shop?x=1"),
    });
  });

  it("refuses 127.0.0.1, 10.0.0.1, 169.254.169.254 and [::1], written as such or behind a name", async () => {
    for (const url of [
      "https://127.0.0.1/hook",
      "https://10.0.0.1/hook",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/hook",
      "https://0x7f000001/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://loopback.example.com/hook",
      "https://office.example.com/hook",
      "https://metadata.example.com/hook",
      "https://v6loop.example.com/hook",
    ]) {
      await expect(check(url), url).rejects.toSatisfy(refusal("private"));
    }
  });

  it("refuses a name with one private answer among public ones: the connection could pick it", async () => {
    await expect(check("https://split.example.com/hook")).rejects.toSatisfy(refusal("private"));
  });

  it("refuses http, credentials in the URL, a malformed URL and a name that does not resolve", async () => {
    await expect(check("http://hooks.example.com/hook")).rejects.toSatisfy(refusal("scheme"));
    await expect(check("ftp://hooks.example.com/hook")).rejects.toSatisfy(refusal("scheme"));
    await expect(check("https://user:secret@hooks.example.com/hook")).rejects.toSatisfy(refusal("credentials"));
    await expect(check("hooks.example.com/hook")).rejects.toSatisfy(refusal("malformed"));
    await expect(check("https://nowhere.example.com/hook")).rejects.toSatisfy(refusal("unresolved"));
  });

  it("with WEBHOOK_ALLOW_PRIVATE_TARGETS takes local addresses over http too", async () => {
    expect(await check("http://127.0.0.1:3000/hook", true)).toMatchObject({ address: "127.0.0.1" });
    expect(await check("https://loopback.example.com/hook", true)).toMatchObject({ address: "127.0.0.1" });
  });
});

describe("posting to a checked target", () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  /** A local HTTP server answering with `handle`; its port. */
  async function serve(handle: http.RequestListener): Promise<number> {
    server = http.createServer(handle);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return (server.address() as AddressInfo).port;
  }
  const post = (target: Awaited<ReturnType<typeof checkOutboundTarget>>, timeoutMs = 5_000) =>
    outboundPost(target, { headers: { "content-type": "application/json" }, body: '{"a":1}', timeoutMs, maxBodyBytes: 2048 });

  it("connects to the checked address: a DNS answer that changes after the check does not move the connection", async () => {
    const received: { host?: string; body: string }[] = [];
    const port = await serve((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({ host: req.headers.host, body });
        res.end("ok");
      });
    });
    // The first answer is the one checked; any later question would be answered with an address that is not listening.
    let answers = 0;
    const resolve: Resolver = async () => (answers++ === 0 ? ["127.0.0.1"] : ["10.255.255.1"]);
    const target = await checkOutboundTarget(`http://rebinding.example.com:${port}/hook`, { allowPrivate: true, resolve });

    expect(await post(target)).toMatchObject({ status: 200, body: "ok" });
    expect(answers).toBe(1);
    expect(received).toEqual([{ host: `rebinding.example.com:${port}`, body: '{"a":1}' }]);
  });

  it("follows no redirect: a 302 is the answer", async () => {
    let requests = 0;
    const port = await serve((_req, res) => {
      requests += 1;
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    });
    const target = await checkOutboundTarget(`http://127.0.0.1:${port}/hook`, { allowPrivate: true });
    expect(await post(target)).toMatchObject({ status: 302 });
    expect(requests).toBe(1);
  });

  it("keeps only the first 2 KB of a long answer", async () => {
    const port = await serve((_req, res) => res.end("x".repeat(64 * 1024)));
    const target = await checkOutboundTarget(`http://127.0.0.1:${port}/hook`, { allowPrivate: true });
    const answer = await post(target);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("x".repeat(2048));
  });

  it("gives up on an endpoint that does not answer within the time limit", async () => {
    const port = await serve(() => undefined);
    const target = await checkOutboundTarget(`http://127.0.0.1:${port}/hook`, { allowPrivate: true });
    await expect(post(target, 200)).rejects.toThrow(/abort|timeout/i);
  });
});
