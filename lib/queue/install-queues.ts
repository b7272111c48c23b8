import PgBoss from "pg-boss";

import type { SqlExecutor } from "@/lib/database/adapter";
import { QUEUE_OPTIONS } from "@/lib/queue/queues";

/**
 * Creates pg-boss's schema (`pgboss`, or migrates it to the installed
 * version) and every queue, as part of `npm run db:migrate`: a job can be
 * sent before any worker has started. Safe to repeat; options changed in
 * lib/queue/queues.ts are applied to existing queues.
 */
export async function installJobQueues(sql: SqlExecutor): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => sql.query(text, values) }, supervise: false, schedule: false });
  const failures: Error[] = [];
  boss.on("error", (error: Error) => failures.push(error));
  await boss.start();
  try {
    await createQueues(boss);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  if (failures[0]) throw failures[0];
}

export async function createQueues(boss: PgBoss): Promise<void> {
  for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
    else await boss.createQueue(name, { name, ...options });
  }
}
