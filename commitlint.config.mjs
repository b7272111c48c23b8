// npm run lint:commits (scripts/lint-commits.ts) checks a change's commits with these rules; CI runs it in the
// lint step. Subjects are plain sentences, so no conventional-commit type or scope is asked for: only the shape
// the contributing rules set (docs/code-style.md: one topic, a subject under 72 characters, a body that says why).
/** @type {import("@commitlint/types").UserConfig} */
const config = {
  // Our bodies name issues in prose ("issue #N", "(#N)"). The default parser reads the first line holding such a
  // reference as the start of a footer, and would then see no body: references and notes are not parsed at all.
  parserPreset: { parserOpts: { referenceActions: [], issuePrefixes: ["\u0000"], noteKeywords: [] } },
  rules: {
    "header-max-length": [2, "always", 72],
    "header-trim": [2, "always"],
    "body-leading-blank": [2, "always"],
    "body-empty": [2, "never"],
  },
};

export default config;
