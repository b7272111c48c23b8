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
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", server },
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
          // Every file shares one next-auth instance (isolate: false), so its next/headers mock is set up for all of them.
          setupFiles: ["tests/support/admin-session.ts"],
          // The embedded database is one process's: run the files one after another in one fork.
          pool: "forks",
          fileParallelism: false,
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
