import { z } from "@/lib/validation/zod";

/** Why the database check failed: unreachable (connection refused, timed out) or failing (it answered with an error). */
const databaseFailureSchema = z.enum(["unreachable", "failing"]);

/** GET /api/health and GET /api/health/live while all is well. */
export const healthOkSchema = z.object({ status: z.literal("ok") });

/** GET /api/health's 503: the database cannot answer. */
export const healthUnavailableSchema = z.object({ status: z.literal("unavailable"), database: databaseFailureSchema });

/** What GET /api/health/ready checks, as checkReadiness() reports it. */
const readinessChecksSchema = z.object({
  database: z.union([z.literal("ok"), databaseFailureSchema]),
  migrations: z.enum(["ok", "pending", "unknown"]).meta({ description: "pending: this build ships migrations the database lacks (run npm run db:migrate)" }),
  jobs: z.enum(["running", "stopped"]).meta({ description: "whether this instance's background-job workers run" }),
});

/** GET /api/health/ready's answer: 200 with "ok", 503 with "unavailable", the checks either way. */
export const readinessSchema = readinessChecksSchema.extend({ status: z.enum(["ok", "unavailable"]) });

export type HealthOk = z.infer<typeof healthOkSchema>;
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
export type ReadinessBody = z.infer<typeof readinessSchema>;
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;
