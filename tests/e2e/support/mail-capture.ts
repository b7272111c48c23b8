import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback for the e2e server's mail: each message lands in `dir` as one file. */
export function startMailCapture(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        writeFileSync(path.join(dir, `${Date.now()}-${++count}.json`), JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") }));
        callback();
      });
    },
  });
  // A client that dies mid-session (an instance the multi-instance test kills) resets its connection, which the server
  // emits as an error: a mail server carries on. Without a listener it would be an uncaught error in the test's process.
  server.on("error", () => undefined);
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/** Undoes quoted-printable soft breaks and escapes, so links in a message body can be read back. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The messages captured so far for one recipient, decoded, oldest first. */
export function messagesTo(dir: string, address: string): string[] {
  return readdirSync(dir)
    .sort((a, b) => Number(a.split("-")[0]) - Number(b.split("-")[0]))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { to: string; raw: string })
    .filter((message) => message.to.split(",").includes(address.toLowerCase()))
    .map((message) => decodeQuotedPrintable(message.raw));
}

/** The parts of a captured multipart message (as messagesTo returns it), each with its content type and decoded body. */
export function mimeParts(message: string): { contentType: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(message)?.[1];
  if (!boundary) return [];
  return message
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = "", ...rest] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      const contentType = /^Content-Type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.toLowerCase() ?? "";
      const base64 = /^Content-Transfer-Encoding:\s*base64/im.test(head);
      return { contentType, body: base64 ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body };
    });
}
