import { z } from "zod";

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL");

/** Every environment variable the server reads. Documented in README.md ("Configuration"). */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: { name: string; message: string }[]) {
    super(
      `Invalid environment configuration:\n${issues.map((i) => `  ${i.name}: ${i.message}`).join("\n")}\nSee the Configuration table in README.md.`,
    );
    this.name = "EnvError";
  }
}

/**
 * Parses a variables object; throws an EnvError naming every bad variable.
 * Blank values count as unset, so `FOO=` in a .env file means "use the default".
 */
export function parseEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.infer<S> {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => ({
      name: issue.path.join(".") || "(environment)",
      message: issue.code === "invalid_type" && issue.input === undefined ? "is required" : issue.message,
    })),
  );
}
