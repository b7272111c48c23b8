import { isActive } from "./whitelist";

/**
 * Poll times after the revocation, in ms: at once, every 100 ms up to 2 s (the goal), then every second up to 9 s.
 * 28 checks, the one before and one more the license may have had: the whitelist's 30 a minute per UUID, which
 * polling faster would reach.
 */
const POLLS_MS = [0, ...Array.from({ length: 20 }, (_, i) => (i + 1) * 100), ...Array.from({ length: 7 }, (_, i) => 3_000 + i * 1_000)];

export type Revocation = {
  /** How the license was revoked. */
  how: string;
  /** From the start of the revoking write to the first check that answered inactive; null if none did within 9 s. */
  ms: number | null;
};

/**
 * How long a revocation takes to reach the whitelist check: the license is checked (so a cache would hold it),
 * revoked by `revoke`, then checked on the schedule above until it answers inactive.
 */
export async function measureRevocation(origin: string, uuid: string, how: string, revoke: () => Promise<void>): Promise<Revocation> {
  if (!(await isActive(origin, uuid))) throw new Error(`the license ${uuid} to revoke is not active to begin with`);
  const start = performance.now();
  await revoke();
  for (const at of POLLS_MS) {
    const wait = start + at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (!(await isActive(origin, uuid))) return { how, ms: Math.round(performance.now() - start) };
  }
  return { how, ms: null };
}
