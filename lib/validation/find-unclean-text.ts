import { multilineFields } from "@/lib/validation/multiline";
import type { z } from "@/lib/validation/zod";

type UncleanText = { path: PropertyKey[]; message: string };

/** C0 controls (NUL, BEL, ESC, tab, line breaks...), DEL and the C1 controls. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, less tab, line feed and carriage return: what a multi-line field refuses. */
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Every string in a request's input (values at any depth, and object keys)
 * that holds a control character or an unpaired UTF-16 surrogate, each with
 * its path and a message naming it. PostgreSQL refuses NUL in text (the
 * request died as a 500 after PayPal had been called), and no field has a use
 * for the others; line breaks and tabs pass only where the schema marks the
 * field multi-line (lib/validation/multiline.ts). Walked with a queue, not
 * recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUncleanText(input: unknown, schema?: z.ZodType): UncleanText[] {
  const issues: UncleanText[] = [];
  const queue: Node[] = [{ value: input, schemas: schema ? [schema] : [], key: undefined, parent: undefined }];
  for (let index = 0; index < queue.length; index += 1) {
    const node = queue[index];
    if (!node) break;
    const { value, schemas } = node;
    if (typeof value === "string") {
      const problem = textProblem(value, isMultiline(schemas));
      if (problem) issues.push(issue(node, problem));
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => queue.push({ value: item, schemas: childSchemas(schemas, i), key: i, parent: node }));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        // Unknown keys are dropped by the schemas, but a key is text the client chose all the same.
        if (textProblem(key, false)) issues.push(issue(node, "has a field name with control characters or invalid Unicode"));
        else queue.push({ value: item, schemas: childSchemas(schemas, key), key, parent: node });
      }
    }
  }
  return issues;
}

type Schema = z.core.$ZodType;
type Node = { value: unknown; schemas: Schema[]; key: PropertyKey | undefined; parent: Node | undefined };

function textProblem(text: string, multiline: boolean): string | undefined {
  if (!text.isWellFormed()) return "must be valid Unicode text";
  if (multiline) return CONTROL_EXCEPT_LINES.test(text) ? "must not contain control characters" : undefined;
  return CONTROL.test(text) ? "must be a single line without control characters" : undefined;
}

/** The issue at a node: its path, and a message that names it as parseWith names fields ("a.b", "body" for the whole input). */
function issue(node: Node, problem: string): UncleanText {
  const path: PropertyKey[] = [];
  for (let at: Node | undefined = node; at?.parent; at = at.parent) if (at.key !== undefined) path.push(at.key);
  path.reverse();
  return { path, message: `${path.map(String).join(".") || "body"} ${problem}` };
}

/** The parts of zod's definitions the walk reads: what a schema wraps, and where its children are. */
type Def = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  left?: Schema;
  right?: Schema;
  options?: readonly Schema[];
  getter?: () => Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  items?: readonly Schema[];
  rest?: Schema | null;
  valueType?: Schema;
};

function defOf(schema: Schema): Def | undefined {
  return (schema as { _zod?: { def?: Def } })._zod?.def;
}

/** The schemas and everything they wrap (optional, default, transform pipes, unions, lazy), where a mark or a shape may sit. */
function expand(schemas: Schema[]): Schema[] {
  const seen = new Set<Schema>();
  const pending = [...schemas];
  for (let schema = pending.pop(); schema; schema = pending.pop()) {
    if (seen.has(schema)) continue;
    seen.add(schema);
    const def = defOf(schema);
    if (!def) continue;
    const wrapped = [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? []), def.type === "lazy" ? def.getter?.() : undefined];
    for (const inner of wrapped) if (inner) pending.push(inner);
  }
  return [...seen];
}

function isMultiline(schemas: Schema[]): boolean {
  return schemas.length > 0 && expand(schemas).some((schema) => multilineFields.has(schema));
}

/** The schemas that validate the value under `key`; none for a key the schema does not know (then it is single-line). */
function childSchemas(schemas: Schema[], key: string | number): Schema[] {
  if (schemas.length === 0) return [];
  const children: (Schema | null | undefined)[] = [];
  for (const schema of expand(schemas)) {
    const def = defOf(schema);
    if (def?.type === "object") children.push(typeof key === "string" && def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : def.catchall);
    else if (def?.type === "array") children.push(def.element);
    else if (def?.type === "tuple") children.push(typeof key === "number" ? (def.items?.[key] ?? def.rest) : undefined);
    else if (def?.type === "record") children.push(def.valueType);
  }
  return children.filter((child): child is Schema => Boolean(child));
}
