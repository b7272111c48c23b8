// The serving process's Node.js options, set by npm start's start-up (scripts/start.ts) and by the tests and the
// bench when they start a production server (scripts/support/next-server.ts).

/**
 * The serving process's V8 heap cap. V8 sizes its old generation from the machine's memory (4 GB with 16 GB or
 * more), so under a burst of checks it let garbage pile up to 400 MB before collecting, and kept the grown heap
 * after: over 1 GB of resident memory for a live heap of 72 MB at rest and 80 MB after the burst (heap snapshots,
 * docs/performance.md, "Memory"). With the cap V8 collects sooner and the process stays under 600 MB at the peak.
 * The young generation is fixed too: Node 24's V8 sizes its semi-spaces from the machine's memory as well (64 MB each
 * on 24 GB, three of which count toward the heap's limit), which would double the cap's total; 16 MB is what the
 * figures above were measured with.
 */
export const SERVE_HEAP_OPTION = "--max-old-space-size=192 --max-semi-space-size=16";

/** NODE_OPTIONS for the serving process: the heap cap, then the operator's own options, which win where they overlap. */
export function serveNodeOptions(existing = ""): string {
  return [SERVE_HEAP_OPTION, existing.trim()].filter(Boolean).join(" ");
}
