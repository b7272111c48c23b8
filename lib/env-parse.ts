import type { z } from "@/lib/validation/zod";

export class EnvError extends Error {
  constructor(readonly issues: { name: string; message: string }[]) {
    super(`Invalid environment configuration:\n${issues.map((i) => `  ${i.name}: ${i.message}`).join("\n")}\nSee the Configuration table in README.md.`);
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
