import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { acquireDataDirLock } from "@/lib/database/data-dir-lock";

const freshDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");

describe("acquireDataDirLock", () => {
  it("writes the holder's pid and removes the lock on release", async () => {
    const dir = freshDir();
    const release = await acquireDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a folder another live process keeps holding, naming it", async () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(acquireDataDirLock(dir, 300)).rejects.toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.ppid));
  });

  it("waits for a live holder that lets go", async () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    setTimeout(() => rmSync(`${dir}.lock`), 250);
    const release = await acquireDataDirLock(dir, 5_000);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a lock whose process is gone", async () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, "2147483646");
    const release = await acquireDataDirLock(dir, 0);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
