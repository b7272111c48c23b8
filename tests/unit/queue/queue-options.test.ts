import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { PASS_BUDGET_MS, QUEUE_OPTIONS, QUEUES, type QueueName } from "@/lib/queue/queues";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The operations guide's queue table: each row's queue name and its "retries, expiry" cell. */
function documentedQueues(): Map<string, string> {
  const guide = read("docs/operations.md");
  const rows = guide.split("\n").filter((line) => /^\| `[a-z-]+` +\|/.test(line));
  return new Map(rows.map((row) => [/`([a-z-]+)`/.exec(row)?.[1] ?? "", row.split("|").at(-2)?.trim() ?? ""]));
}

/** The queues whose worker gives its pass the shared time budget (passUntil from lib/queue/queues.ts), by worker file. */
const WORKERS: Partial<Record<QueueName, string>> = {
  [QUEUES.reconcile]: "lib/jobs/reconcile-worker.ts",
  [QUEUES.webhookDeliver]: "lib/jobs/webhook-delivery-worker.ts",
  [QUEUES.disputes]: "lib/jobs/dispute-worker.ts",
  [QUEUES.settlePayouts]: "lib/jobs/payout-worker.ts",
};
/**
 * The longest single step a budgeted pass may be in when its budget runs out: a pack seat's refund, whose transaction
 * may take 20 s around PayPal's 15 s timeout (lib/payments/refund-due-seats.ts).
 */
const LONGEST_STEP_MS = 20_000;
/** pg-boss's maintenance, which fails an expired job back to its queue, runs once a minute (lib/queue/boss.ts). */
const MAINTENANCE_MS = 60_000;

describe("the job queues' options", () => {
  it("the operations guide lists every queue with the expiry it has", () => {
    const documented = documentedQueues();
    expect([...documented.keys()].sort()).toEqual(Object.values(QUEUES).sort());
    for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
      const minutes = Number(/expires after (\d+) min/.exec(documented.get(name) ?? "")?.[1]);
      expect(minutes * 60, name).toBe(options.expireInSeconds);
    }
  });

  it("a budgeted pass expires only after its budget and its longest step, and a dead instance's job is handed on within 4 minutes", () => {
    for (const [name, file] of Object.entries(WORKERS)) {
      expect(read(file), `${file} gives its pass the budget`).toMatch(/passUntil\(\)/);
      const expiryMs = (QUEUE_OPTIONS[name as QueueName].expireInSeconds ?? 0) * 1000;
      expect(expiryMs, name).toBeGreaterThan(PASS_BUDGET_MS + LONGEST_STEP_MS);
      expect(expiryMs + MAINTENANCE_MS, name).toBeLessThanOrEqual(4 * 60_000);
      expect(documentedQueues().get(name), name).toContain("a pass budget");
    }
    const budgeted = [...documentedQueues()].filter(([, cell]) => cell.includes("a pass budget")).map(([name]) => name);
    expect(budgeted.sort()).toEqual(Object.keys(WORKERS).sort());
  });
});
