import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import { RATE_LIMITS } from "@/lib/api/rate-limits";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The modules that build a limiter, and the helpers of each that take a limit. */
const LIMITER_MODULES: Record<string, string[]> = {
  "@/lib/api/rate-limit": ["createRateLimiter"],
  "@/lib/api/batched-rate-limit": ["createBatchedRateLimiter"],
  "@/lib/api/misses-per-prefix": ["missesPerPrefix"],
  "@/lib/api/json-post": ["jsonPost"],
  "@/lib/api/rate-limited-get": ["rateLimitedGet"],
  "@/lib/account/account-action": ["accountSignInAction"],
};
/** Helpers that take their limit as the `rateLimit` field of an options object rather than as the first argument. */
const OPTION_FIELD_HELPERS = new Set(["jsonPost", "rateLimitedGet", "accountSignInAction"]);
/** The plumbing itself: each passes on the limit its caller gave it, and its callers are checked. */
const PLUMBING = new Set(["lib/api/json-post.ts", "lib/api/rate-limited-get.ts", "lib/api/misses-per-prefix.ts", "lib/account/account-action.ts"]);

/**
 * The entries shared on purpose: a JSON route and the form that does the same through server actions, one budget per
 * client for both ways in (the account's code is tried by its form, by its link's button and by POST
 * /api/account/verify); and the mails one address gets, whether a sign-in's or an e-mail change's code.
 */
const SHARED: Record<string, string[]> = {
  accountSignIn: ["app/api/account/sign-in/route.ts", "lib/account/actions/sign-in.ts"],
  accountSignInEmail: ["lib/account/change-email.ts", "lib/account/request-sign-in.ts"],
  accountVerify: ["app/api/account/verify/route.ts", "lib/account/actions/sign-in.ts", "lib/account/actions/sign-in.ts"],
};

type LimiterCall = { file: string; line: number; helper: string; key: string | undefined };

/** `RATE_LIMITS.<key>` names its key; anything else (a literal object, a variable) names none. */
function tableKey(node: ts.Expression | undefined): string | undefined {
  if (node && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "RATE_LIMITS") return node.name.text;
  return undefined;
}

/** Every call of a limiter helper in one source file, with the table key its limit comes from (undefined when none). */
function limiterCalls(file: string, source: string): LimiterCall[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const helpers = new Map<string, string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const exported = LIMITER_MODULES[statement.moduleSpecifier.text];
    const bindings = statement.importClause?.namedBindings;
    if (!exported || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      if (exported.includes(name)) helpers.set(element.name.text, name);
    }
  }
  const calls: LimiterCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      const helper = helpers.get(node.expression.text)!;
      const [first] = node.arguments;
      let limit: ts.Expression | undefined = first;
      if (OPTION_FIELD_HELPERS.has(helper)) {
        const field =
          first && ts.isObjectLiteralExpression(first)
            ? first.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(sourceFile) === "rateLimit")
            : undefined;
        limit = field?.initializer;
      }
      calls.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, helper, key: tableKey(limit) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return calls;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.startsWith("lib/generated/"));
}

const files = [...sourceFiles("app"), ...sourceFiles("lib")];
const calls = files.filter((file) => !PLUMBING.has(file)).flatMap((file) => limiterCalls(file, readFileSync(path.join(ROOT, file), "utf8")));

describe("RATE_LIMITS, the one table of rate limits", () => {
  it("every limiter under app/ and lib/ takes its limit from the table, not from numbers of its own", () => {
    // The scan sees the real routes: the whitelist check, the JSON POST routes, the webhook.
    expect(calls.length).toBeGreaterThan(20);
    expect(calls.filter((call) => call.file === "app/api/license/verify/route.ts").map((call) => call.helper)).toEqual([
      "createBatchedRateLimiter",
      "rateLimitedGet",
    ]);
    expect(calls.filter((call) => call.key === undefined).map((call) => `${call.file}:${call.line} ${call.helper}`)).toEqual([]);
  });

  it("every entry is used by exactly one limiter, so no entry is stale and no two routes share a budget", () => {
    const uses = new Map<string, string[]>();
    for (const call of calls) if (call.key) uses.set(call.key, [...(uses.get(call.key) ?? []), call.file]);
    expect([...uses.keys()].sort()).toEqual(Object.keys(RATE_LIMITS).sort());
    expect(Object.fromEntries([...uses].filter(([, where]) => where.length > 1))).toEqual(SHARED);
  });

  it("each entry's name, its key prefix in the shared table, is its own", () => {
    const names = Object.values(RATE_LIMITS).map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("only lib/api/rate-limit.ts builds rate-limiter-flexible's limiters", () => {
    const importers = files.filter((file) => /from "rate-limiter-flexible"/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(importers).toEqual(["lib/api/rate-limit.ts"]);
  });

  it("the scan sees a limiter built from numbers of its own, under any local name", () => {
    const source = `
      import { createRateLimiter as limiter } from "@/lib/api/rate-limit";
      import { jsonPost } from "@/lib/api/json-post";
      import { RATE_LIMITS } from "@/lib/api/rate-limits";
      const a = limiter({ name: "x", policy: "per-address", limit: 5, windowSeconds: 60 });
      const b = limiter(RATE_LIMITS.activate);
      export const POST = jsonPost({ rateLimit: { name: "y", policy: "per-address", limit: 9, windowSeconds: 60 }, schema, run });
      export const PUT = jsonPost({ rateLimit: RATE_LIMITS.createOrder, schema, run });
      function local(jsonPost: unknown) {}
    `;
    expect(limiterCalls("app/api/x/route.ts", source).map(({ line, helper, key }) => ({ line, helper, key }))).toEqual([
      { line: 5, helper: "createRateLimiter", key: undefined },
      { line: 6, helper: "createRateLimiter", key: "activate" },
      { line: 7, helper: "jsonPost", key: undefined },
      { line: 8, helper: "jsonPost", key: "createOrder" },
    ]);
  });
});
