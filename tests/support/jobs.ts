import { sql } from "@/lib/database/db";
import type { QueueName } from "@/lib/queue/queues";

/** Jobs of a queue not yet finished (queued, waiting to retry, or running). */
export async function unfinishedJobs(queue: QueueName): Promise<number> {
  const { rows } = await sql.query<{ count: string }>("SELECT count(*)::text AS count FROM pgboss.job WHERE name = $1 AND state < 'completed'", [queue]);
  return Number(rows[0]?.count ?? 0);
}

/** Drops the queued jobs earlier files left behind (they share the database), so a worker started here sees only its own. */
export async function clearQueue(queue: QueueName): Promise<void> {
  await sql.query("DELETE FROM pgboss.job WHERE name = $1", [queue]);
}
