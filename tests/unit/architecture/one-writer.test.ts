import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Every TypeScript file of the application (not the generated client): where a write could hide. */
function appFiles(): string[] {
  return ["lib", "app", "components"].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
      .filter((file) => !file.startsWith("lib/generated/")),
  );
}

/** The files whose text matches `pattern`. */
const writersOf = (pattern: RegExp) => appFiles().filter((file) => pattern.test(readFileSync(path.join(ROOT, file), "utf8")));

/**
 * One concept, one writer: a rule that lives in one function holds for every caller, and a reader finds it in one
 * place. Each pattern is every way the code could write the rows (the Prisma client's writes and raw SQL).
 */
describe("one writer per concept", () => {
  it("creator codes' rows are written by writeCreatorCode only, their use counter by lib/pricing/creator-code.ts only", () => {
    expect(
      writersOf(/referralCode\.(create|createMany|update|updateMany|upsert|delete|deleteMany)\b|INSERT INTO referral_codes|DELETE FROM referral_codes/),
    ).toEqual(["lib/pricing/write-creator-code.ts"]);
    expect(writersOf(/UPDATE referral_codes|uses: \{ (increment|decrement)/)).toEqual(["lib/pricing/creator-code.ts"]);
  });

  it("licenses are created by grantLicense only (fulfilment, gift redemption, the admin's add), apart from the demo seed", () => {
    expect(writersOf(/license\.(create|createMany|upsert)\b|INSERT INTO licenses/)).toEqual(["lib/licenses/grant-license.ts", "lib/seed/seed-demo.ts"]);
  });
});
