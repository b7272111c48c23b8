import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const BUILDERS = ["adminAction", "affiliateAction", "signInAction", "buyerAction", "accountSignInAction"];
const BUILT = new RegExp(`^(?:export )?const (\\w+) = (?:${BUILDERS.join("|")})\\(`, "gm");

/** Every file of the working tree git would commit under app/, components/ and lib/ whose first line is "use server". */
function serverActionFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app", "components", "lib"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && /^\s*["']use server["']/.test(readFileSync(path.join(ROOT, file), "utf8")));
}

/**
 * Every server action goes through the one builder (lib/api/server-action.ts, by way of its audience's wrapper): the
 * Origin and its scheme, the audience's session, the input, the answers. An action file exports either a built
 * action, or a function whose first await is one built in the same file (to redirect afterwards, which the builder
 * would take for a failure). Anything else exported from a "use server" file is an endpoint that skips all of it.
 */
describe("server actions", () => {
  const files = serverActionFiles();

  it("live in an audience's home only: lib/admin/actions/, lib/affiliates/actions/, lib/account/actions/", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !/^lib\/(admin|affiliates|account)\/actions\/[^/]+\.ts$/.test(file))).toEqual([]);
  });

  it("are each built by the one builder, or await one built in their file before anything else", () => {
    const unbuilt: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const built = new Set([...text.matchAll(BUILT)].map((m) => m[1]!));
      for (const [, name] of text.matchAll(/^export const (\w+) =/gm)) if (!built.has(name!)) unbuilt.push(`${file}: ${name}`);
      for (const [, name, body] of text.matchAll(/^export async function (\w+)\([^)]*\)[^{]*\{\n([\s\S]*?)\n\}/gm)) {
        const first = /\bawait (\w+)\(/.exec(body!);
        if (!first || !built.has(first[1]!)) unbuilt.push(`${file}: ${name}`);
      }
      if (/^export (?:default|function|let|var|\{)/m.test(text)) unbuilt.push(`${file}: an export this test cannot read`);
    }
    expect(unbuilt).toEqual([]);
  });
});
