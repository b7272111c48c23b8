import { execFile } from "node:child_process";
import { createPrivateKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

import { persistedSigningKey, SIGNING_KEY_FILES } from "@/lib/licenses/signing/persisted-signing-key";

const run = promisify(execFile);
const MODULE = path.resolve(import.meta.dirname, "../../../lib/licenses/signing/persisted-signing-key.ts");

/** The key another server process (a second instance on the same DATA_DIR) reads or makes. */
async function keyOfAnotherProcess(dataDir: string): Promise<string> {
  const script = `import { persistedSigningKey } from ${JSON.stringify(MODULE)}; process.stdout.write(persistedSigningKey(process.argv[1]));`;
  // react-server: how Next.js resolves "server-only" for server code (to an empty module).
  const { stdout } = await run(process.execPath, ["--conditions=react-server", "--import", "tsx", "--input-type=module", "-e", script, dataDir]);
  return stdout;
}

describe("the demo install's signing key", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "signing-key-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("is a 3072-bit RSA key made once into DATA_DIR, readable by this user only, and the same on the next start", () => {
    const dataDir = path.join(tempDir(), "nested");
    const pem = persistedSigningKey(dataDir);
    const file = path.join(dataDir, SIGNING_KEY_FILES["rsa-sha256"]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe(pem);
    const key = createPrivateKey(pem);
    expect(key.asymmetricKeyType).toBe("rsa");
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(3072);
    expect(persistedSigningKey(dataDir)).toBe(pem);
  });

  it("keeps an EC P-256 key beside it, in its own file, made once too", () => {
    const dataDir = tempDir();
    const rsa = persistedSigningKey(dataDir, "rsa-sha256");
    const ec = persistedSigningKey(dataDir, "ecdsa-sha256");
    const file = path.join(dataDir, SIGNING_KEY_FILES["ecdsa-sha256"]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe(ec);
    expect(createPrivateKey(ec).asymmetricKeyDetails?.namedCurve).toBe("prime256v1");
    expect(persistedSigningKey(dataDir, "ecdsa-sha256")).toBe(ec);
    expect(persistedSigningKey(dataDir, "rsa-sha256")).toBe(rsa);
  });

  it("is one key for processes that start together on one DATA_DIR", async () => {
    const dataDir = tempDir();
    const keys = await Promise.all([keyOfAnotherProcess(dataDir), keyOfAnotherProcess(dataDir), keyOfAnotherProcess(dataDir)]);
    expect(keys[0]).toContain("BEGIN PRIVATE KEY");
    expect(new Set(keys).size).toBe(1);
    expect(persistedSigningKey(dataDir)).toBe(keys[0]);
  });
});
