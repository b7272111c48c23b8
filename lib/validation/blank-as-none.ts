import type { z } from "@/lib/validation/zod";

/**
 * An optional text field where blank means none: absent, "" (or only
 * spaces, when the schema trims) all come out as undefined. The one rule
 * for every optional form field and query parameter.
 */
export function blankAsNone<S extends z.ZodType<string, string>>(schema: S) {
  // Optional outside the transform too, so the field stays an optional key of the parsed object.
  return schema.transform((value): z.output<S> | undefined => value || undefined).optional();
}
