import path from "node:path";

import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Next.js resolves this marker package itself; outside Next it would throw on import.
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only-stub.ts"),
};

// next-auth imports "next/headers" and "next/server" without the extension Node's own loader needs;
// run through Vite it resolves them (and a test's vi.mock of next/headers reaches it).
const server = { deps: { inline: ["next-auth"] } };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          server,
          // Unit files hold no state between them worth a fresh module registry each: loading the modules once per
          // worker instead of once per file takes the project from about 30 s to about 12 s.
          isolate: false,
          setupFiles: ["tests/support/async-local-storage.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          server,
          globalSetup: ["tests/support/integration-setup.ts"],
          // Only warnings and errors, so a run's output shows what went wrong; a test that checks a log line raises it itself.
          env: { LOG_LEVEL: "warn" },
          // First a database and simulators of the worker's own, before anything reads the environment; then, as every
          // file in a worker shares one next-auth instance (isolate: false), its next/headers mock is set up for all of them.
          setupFiles: ["tests/support/integration-worker.ts", "tests/support/admin-session.ts"],
          // Each fork has its own database, so files run side by side; the tests mostly wait on the database and on
          // child processes, so more forks than cores pay. isolate: false keeps a fork's modules (and its open
          // database) from one file to the next instead of loading them again for every file.
          pool: "forks",
          maxWorkers: Number(process.env.TEST_INTEGRATION_WORKERS ?? 3),
          isolate: false,
          // The unit project runs with its own worker count, so the two projects run one after the other.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
