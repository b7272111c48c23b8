import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";

import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";

import { messagesTo, startMailCapture } from "../../e2e/support/mail-capture";

// The e2e tests' SMTP server lives in the test's own process. An instance the multi-instance test kills (SIGKILL)
// dies mid-session, and the kernel resets its connection: a real mail server logs that and carries on. Unhandled,
// the reset is an uncaught error that fails whatever test is running and tears its cluster down under it.
describe("the e2e tests' mail capture", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("survives a client whose connection is reset mid-session, and takes the next client's mail", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mail-capture-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const mail = await startMailCapture(dir);
    cleanups.push(() => mail.close());
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    cleanups.push(() => void process.off("uncaughtException", onUncaught));

    const { port } = new URL(mail.url);
    const socket = connect(Number(port), "127.0.0.1");
    // Greeted, then mid-command: the peer vanishes with a reset (RST), as a killed process's socket does.
    await new Promise<void>((resolve) => socket.once("data", () => resolve()));
    socket.write("EHLO killed.example\r\nMAIL FROM:<a@example.com>\r\n");
    await new Promise<void>((resolve) => socket.once("data", () => resolve()));
    socket.resetAndDestroy();
    await new Promise<void>((resolve) => socket.once("close", () => resolve()));

    const transport = nodemailer.createTransport({ url: mail.url });
    await transport.sendMail({ from: "shop@example.com", to: "next@example.com", subject: "After the reset", text: "still here" });
    expect(messagesTo(dir, "next@example.com")).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
