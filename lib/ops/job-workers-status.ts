import "server-only";

import { jobsRunning } from "@/lib/queue/boss";

/**
 * Whether this instance's background job workers (pg-boss, lib/jobs) are
 * running, for GET /api/health/ready: an instance whose workers stopped
 * should not take traffic that queues work for them.
 */
export function jobWorkersRunning(): boolean {
  return jobsRunning();
}
