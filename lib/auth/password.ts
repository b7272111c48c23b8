import { randomBytes } from "node:crypto";

import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Checks a password against nothing anyone knows, at a real check's cost, so unknown names take as long as known ones. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
  return false;
}
