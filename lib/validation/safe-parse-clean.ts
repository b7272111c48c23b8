import { findUncleanText } from "@/lib/validation/find-unclean-text";
import type { z } from "@/lib/validation/zod";

type InputIssue = { path: readonly PropertyKey[]; message: string };

/**
 * `schema.safeParse(input)`, after refusing text with control characters or
 * unpaired surrogates anywhere in the input (lib/validation/find-unclean-text.ts).
 * The one validation step of every boundary: parseWith (route handlers,
 * jsonPost) and adminAction (server actions).
 */
export function safeParseClean<S extends z.ZodType>(schema: S, input: unknown): { success: true; data: z.infer<S> } | { success: false; issues: InputIssue[] } {
  const unclean = findUncleanText(input, schema);
  if (unclean.length > 0) return { success: false, issues: unclean };
  const result = schema.safeParse(input);
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
}
