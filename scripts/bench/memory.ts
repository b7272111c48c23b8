import { readFileSync } from "node:fs";

/** A process's resident memory in MB, from Linux's /proc (what `ps` and systemd's MemoryCurrent count, shared pages included). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(kb) / 1024);
}

/** The serving process's memory over a bench: at rest before the loads, the highest seen during them, and at rest after. */
export type MemoryFigures = { idleMb: number; peakMb: number; settledMb: number; settleSeconds: number };

/**
 * Samples a process's RSS every `intervalMs` until stopped, keeping the highest value: the peak of a load, which a
 * reading after it would miss.
 */
export function sampleRss(pid: number, intervalMs = 100) {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, rssMb(pid));
    } catch {
      // The process has ended; the caller finds out from its own requests.
    }
  }, intervalMs);
  return {
    get peakMb() {
      return peakMb;
    },
    stop: () => {
      clearInterval(timer);
      return peakMb;
    },
  };
}

/**
 * The RSS once the process has been left alone for `seconds` (its timers run, V8's idle-time collection and the
 * allocator's return of free pages happen), sampled at the end; the issue's measure waited 45 s.
 */
export async function settledRss(pid: number, seconds: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return rssMb(pid);
}
