import "server-only";

import { databaseErrorReason, isDatabaseUnavailable } from "@/lib/database/is-database-unavailable";
import { pingDatabase } from "@/lib/database/ping-database";
import { log } from "@/lib/log";
import { pendingMigrations } from "@/lib/ops/applied-migrations";
import { jobWorkersRunning } from "@/lib/ops/job-workers-status";
import type { ReadinessChecks } from "@/lib/ops/schemas";

type Readiness = ReadinessChecks & { ready: boolean };

/**
 * Whether this instance should get traffic: the database answers, every
 * migration this build ships is applied, and the job workers run. A balancer
 * takes an instance that is not ready out of rotation.
 */
export async function checkReadiness(): Promise<Readiness> {
  const jobs = jobWorkersRunning() ? "running" : "stopped";
  try {
    await pingDatabase();
  } catch (error) {
    const database = isDatabaseUnavailable(error) ? "unreachable" : "failing";
    log.warn("readiness: database check failed", { database, error: databaseErrorReason(error) });
    return { ready: false, database, migrations: "unknown", jobs };
  }
  let migrations: Readiness["migrations"];
  try {
    const pending = await pendingMigrations();
    if (pending.length > 0) log.warn("readiness: migrations not applied (run npm run db:migrate)", { pending });
    migrations = pending.length === 0 ? "ok" : "pending";
  } catch (error) {
    log.warn("readiness: migrations check failed", { error: databaseErrorReason(error) });
    migrations = "unknown";
  }
  return { ready: migrations === "ok" && jobs === "running", database: "ok", migrations, jobs };
}
