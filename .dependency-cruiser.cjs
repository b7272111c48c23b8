// The layers of the code, lowest first (docs/architecture.md#layers), and the fence that keeps imports going down.
// `npm run lint` runs it: `depcruise --config .dependency-cruiser.cjs app components lib scripts simulators ...`.
// A module may import its own layer or a lower one; the rules below name what it may not.

/** Platform: the shop's plumbing, knowing no product rule. */
const PLATFORM = [
  "^lib/(env|env-parse|env-schema|eu-states|log|money|site|site-schema|seo|structured-data)\\.ts$",
  "^lib/(api|audit|auth|crypto|database|http|metrics|ops|queue|secrets|validation)/",
  "^lib/generated/",
];
/** Copy: the site's texts as typed modules. */
const COPY = ["^lib/content/"];
/** Integrations: one outside service each, and no domain knowledge. */
const INTEGRATIONS = ["^lib/(discord|geoip|mail|mojang|paypal|vat-rates|virustotal)/"];
/** An audience's server actions, in its home beside its read models (docs/architecture.md#audience-homes). */
const ACTIONS = "^lib/(account|admin|affiliates)/actions/";
/** Domains: the shop's use-cases, one per file. */
const DOMAINS = [
  "^lib/(account|admin|affiliates|bans|buyer-role|disputes|downloads|gifts|licenses|outgoing-webhooks|payments|payouts|pricing|referrals|releases|tax)/",
];
/** Composition: what wires the domains to the outside: workers, the webhook dispatcher, actions, the OpenAPI builder, seeding. */
const COMPOSITION_LIB = [ACTIONS, "^lib/(client|jobs|openapi|seed|webhooks)/"];

/**
 * The three audiences' homes: each one's pages, components and actions. Another audience's home is out of bounds;
 * what two audiences share (a license's use-cases, the mail) sits in a domain below both.
 */
const HOMES = {
  admin: ["^app/admin/", "^app/api/admin/", "^components/admin/", "^lib/admin/actions/"],
  affiliate: ["^app/affiliate/", "^app/api/affiliate/", "^components/affiliate/", "^lib/affiliates/actions/"],
  buyer: ["^app/account/", "^app/api/account/", "^components/account/", "^lib/account/actions/"],
};
const audienceFences = Object.entries(HOMES).map(([audience, home]) => ({
  name: `${audience}-home-stays-home`,
  comment: `The ${audience}'s pages, components and actions import no other audience's pages, components or actions.`,
  severity: "error",
  from: { path: home },
  to: { path: Object.entries(HOMES).flatMap(([other, paths]) => (other === audience ? [] : paths)) },
}));
/** Composition outside lib/: pages and routes, their components, the scripts and Next's own entry files. */
const COMPOSITION_TOP = ["^app/", "^components/", "^scripts/", "^(instrumentation|proxy)\\.ts$"];

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files import one another in one direction only (a cycle of type imports alone is erased by the compiler and allowed).",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-folder-cycles",
      comment: "No two folders of lib/ reach each other, however far round: a folder's arrows all point one way.",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/[^/]+" },
      to: { path: "^lib/[^/]+", circular: true },
    },
    {
      name: "platform-imports-platform",
      comment: "Platform code imports only platform code: it must not know the copy, a service, a domain or the composition above it.",
      severity: "error",
      from: { path: PLATFORM },
      to: { path: "^(lib|app|components|scripts|simulators)/", pathNot: PLATFORM },
    },
    {
      name: "copy-imports-platform",
      comment: "lib/content/ imports nothing above platform (the price comes from lib/money.ts, links from lib/site.ts).",
      severity: "error",
      from: { path: COPY },
      to: { path: "^(lib|app|components|scripts|simulators)/", pathNot: [...PLATFORM, ...COPY] },
    },
    {
      name: "integrations-know-no-domain",
      comment: "An integration talks to its service and returns its facts; it never imports a domain or anything above.",
      severity: "error",
      from: { path: INTEGRATIONS },
      to: { path: [...DOMAINS, ...COMPOSITION_LIB, ...COMPOSITION_TOP, "^simulators/"] },
    },
    {
      name: "domains-import-no-composition",
      comment: "A domain enqueues a job through lib/queue/ and never imports a worker, the dispatcher, an action or the OpenAPI builder.",
      severity: "error",
      from: { path: DOMAINS, pathNot: ACTIONS },
      to: { path: [...COMPOSITION_LIB, ...COMPOSITION_TOP, "^simulators/"] },
    },
    {
      name: "no-simulators-in-the-shop",
      comment: "The simulators are for scripts/ and tests/: nothing the shop serves imports them (the build must not hold them).",
      severity: "error",
      from: { path: ["^lib/", "^app/", "^components/", "^(instrumentation|proxy)\\.ts$"] },
      to: { path: "^simulators/" },
    },
    {
      name: "scripts-import-no-tests",
      comment:
        "The tests sit on top and import anything; a script that imported them would run on fixtures and settings made " +
        "for a test run. What the audit, the bench and the tests share (building and starting the shop, Chromium, " +
        "checking a signed answer, local databases) lives in scripts/support/.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^tests/" },
    },
    {
      name: "tests-only-from-tests",
      comment: "Nothing the shop serves imports the tests' helpers.",
      severity: "error",
      from: { path: ["^lib/", "^app/", "^components/", "^simulators/", "^(instrumentation|proxy)\\.ts$"] },
      to: { path: "^tests/" },
    },
    ...audienceFences,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^lib/generated/", "\\.next", "node_modules"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
