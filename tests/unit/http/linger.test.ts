import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { lingerAfterEarlyAnswer } from "@/lib/http/linger";

const BODY_BYTES = 8 * 1024 * 1024;
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server that answers 413 without reading the body, as the shop does for a body over its limit, on a connection that closes. */
async function refusingServer(lingerMs: number): Promise<number> {
  server = createServer((req, res) => {
    lingerAfterEarlyAnswer(req, res, lingerMs);
    res.writeHead(413, { "content-type": "text/plain", connection: "close" });
    res.end("Request body is too large.\n");
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return (server?.address() as AddressInfo).port;
}

/**
 * A client that streams a large chunked body and reads the answer only once it has sent it all, as a slow
 * reader or a busy proxy does: whether the early answer survives to be read.
 */
async function uploadThenRead(port: number): Promise<{ answer: string; error: string | undefined }> {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.pause();
  let error: string | undefined;
  socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code));
  const closed = new Promise((resolve) => socket.once("close", resolve));
  socket.write("POST /upload HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
  const chunk = Buffer.alloc(64 * 1024, "a");
  const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
  for (let sent = 0; sent < BODY_BYTES && !socket.destroyed; sent += chunk.length) {
    if (!socket.write(frame)) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
  }
  if (!socket.destroyed) socket.end("0\r\n\r\n");
  const received: Buffer[] = [];
  socket.on("data", (data: Buffer) => received.push(data));
  socket.resume();
  await closed;
  return { answer: Buffer.concat(received).toString("latin1"), error };
}

describe("lingerAfterEarlyAnswer", () => {
  it("keeps reading a body it answered early, so a client still sending gets the 413 instead of a reset", async () => {
    const port = await refusingServer(10_000);
    const { answer, error } = await uploadThenRead(port);
    expect(error).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("Request body is too large.");
  });

  it("closes the connection of a client that never stops sending once the linger time is over", async () => {
    const port = await refusingServer(200);
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", () => undefined);
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write("POST /upload HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n");
    const frame = Buffer.from(`400\r\n${"a".repeat(1024)}\r\n`);
    const writing = setInterval(() => socket.writable && socket.write(frame), 10);
    await closed;
    clearInterval(writing);
    expect(Buffer.concat(received).toString("latin1")).toMatch(/^HTTP\/1\.1 413 /);
  });
});
