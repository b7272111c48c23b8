// npm run lint:commits -- checks the messages of a change's commits with commitlint (commitlint.config.mjs):
// the commits after the merge-base of HEAD with $COMMITLINT_FROM when it is set (a pull request's target
// branch, say origin/main), else after the last tag, else after RULE_START, through HEAD. Never further back
// than RULE_START: the commits before it were written before the rules and half of their subjects are longer.
import { spawnSync } from "node:child_process";
import path from "node:path";

/** main's HEAD when the commit rules were adopted: the first commit the rules leave alone. */
const RULE_START = "6dcfcc6a234b3a2b03e7c589088f824523dea64e";

function git(...args: string[]): { ok: boolean; out: string } {
  const result = spawnSync("git", args, { encoding: "utf8" });
  return { ok: result.status === 0, out: result.stdout.trim() };
}
const isAncestor = (older: string, newer: string) => git("merge-base", "--is-ancestor", older, newer).ok;

if (!git("cat-file", "-e", `${RULE_START}^{commit}`).ok)
  throw new Error(`Commit ${RULE_START} (where the commit rules start) is not in this clone: fetch more history (git fetch --unshallow).`);
if (!isAncestor(RULE_START, "HEAD")) throw new Error(`HEAD does not descend from ${RULE_START}, where the commit rules start.`);

function base(): { commit: string; why: string } {
  const target = process.env.COMMITLINT_FROM;
  if (target) {
    const mergeBase = git("merge-base", target, "HEAD");
    if (!mergeBase.ok) throw new Error(`COMMITLINT_FROM=${target}: no merge-base with HEAD (is the ref fetched?).`);
    return { commit: mergeBase.out, why: `the merge-base with ${target}` };
  }
  const tag = git("describe", "--tags", "--abbrev=0", "HEAD");
  if (tag.ok) return { commit: git("rev-parse", `${tag.out}^{commit}`).out, why: `the last tag, ${tag.out}` };
  return { commit: RULE_START, why: "where the commit rules start" };
}

let { commit: from, why } = base();
// A base older than the rules (an old tag, a target branch far behind) would judge commits written before them.
if (from !== RULE_START && isAncestor(from, RULE_START)) ({ commit: from, why } = { commit: RULE_START, why: "where the commit rules start" });

const count = Number(git("rev-list", "--count", `${from}..HEAD`).out);
console.log(`Commit messages from ${from.slice(0, 7)} (${why}) through HEAD: ${count} commit${count === 1 ? "" : "s"}.`);
const result = spawnSync(path.resolve("node_modules/.bin/commitlint"), ["--from", from, "--to", "HEAD", "--verbose"], { stdio: "inherit" });
process.exit(result.status ?? 1);
