import "server-only";

import { after } from "next/server";

import { log } from "@/lib/log";

/** Tasks scheduled and not yet finished. */
const pending = new Set<Promise<void>>();

/**
 * Runs `task` once the response has been sent, so what the task does (or
 * finds) cannot change how long the answer took. Inside a request this is
 * Next's `after()`; outside one (a script, or a test calling a route handler
 * directly) `after` throws, and the task starts on the next turn of the event
 * loop instead, still after the caller has answered. Nobody awaits the task,
 * so its failure is logged here. Every task is tracked from the moment it is
 * scheduled: settleBackgroundTasks() waits for them.
 */
export function runAfterResponse(name: string, task: () => Promise<void>): void {
  let start = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const done: Promise<void> = started
    .then(task)
    .catch((error: unknown) => log.error("background task failed", { task: name, error: error instanceof Error ? error.stack : String(error) }))
    .finally(() => pending.delete(done));
  pending.add(done);
  try {
    after(() => {
      start();
      return done;
    });
  } catch {
    setImmediate(start);
  }
}

/** Resolves once every task scheduled so far, and any they schedule in turn, has finished (tests; a graceful stop). */
export async function settleBackgroundTasks(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
