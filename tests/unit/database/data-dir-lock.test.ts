import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { acquireDataDirLock } from "@/lib/database/data-dir-lock";

const freshDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");

describe("acquireDataDirLock", () => {
  it("writes the holder's pid and removes the lock on release", () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a folder another live process holds, naming it", () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock whose process is gone", () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, "2147483646");
    const release = acquireDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
