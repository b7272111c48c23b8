import type { NextConfig } from "next";

import { STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";
import { addCompileHints } from "./lib/ops/compile-hints";
import { precompressStatic } from "./lib/ops/precompress-static";

/** The shop's public identity (lib/site.ts), inlined at build time so client components show the configured values. */
const SITE_VARIABLES = ["SITE_NAME", "SITE_COMMAND", "SUPPORT_EMAIL", "COMMUNITY_INVITE_URL", "PUBLIC_SITE_URL"] as const;
const siteEnv = Object.fromEntries(SITE_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

const nextConfig: NextConfig = {
  env: siteEnv,
  reactStrictMode: true,
  // The end-to-end and audit runs build into their own folders, so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // The test and audit builds (scripts/support/next-server.ts) skip the build's own type check: CI runs
  // `npm run typecheck` over the whole project first, and the check took 35 of the e2e build's 100 seconds.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === "1" },
  experimental: {
    // Admin server actions carry a few fields; Next parses their bodies before our code runs (default 1 MB).
    serverActions: { bodySizeLimit: "64kb" },
    // proxy.ts covers /admin: Next buffers request bodies for it before any session check (default 10 MB).
    proxyClientMaxBodySize: "64kb",
  },
  compiler: {
    // Every build, whoever runs it (npm run build, npm start, the tests): each page's first-load chunks compile on
    // a background thread as they download, not on the main thread as the page hydrates (lib/ops/compile-hints.ts);
    // then the scripts and style sheets get Brotli copies the server sends (lib/ops/precompress-static.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
      precompressStatic(distDir);
    },
  },
  // PGlite and the Prisma adapters load WebAssembly and native-style modules at
  // run time; bundling them breaks their file lookups.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ];
  },
};

export default nextConfig;
