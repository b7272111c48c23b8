import { z } from "@/lib/validation/zod";

/**
 * The text fields where a line break or a tab belongs (a textarea's free
 * text). Every other string refuses them, along with the control characters
 * no field accepts (lib/validation/find-unclean-text.ts). A zod registry, so
 * the mark sits on the schema itself and travels with it into objects,
 * `.optional()` and `.transform()`; no server imports: the forms share it.
 */
export const multilineFields = z.registry<{ multiline: true }>();

/** Marks a string schema as multi-line (in place) and returns it. */
export function multiline<S extends z.ZodType>(schema: S): S {
  multilineFields.add(schema, { multiline: true });
  return schema;
}
