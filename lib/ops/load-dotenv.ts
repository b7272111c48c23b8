import nextEnv from "@next/env";

/**
 * Loads .env files with Next.js's own loader and precedence, so the command-line
 * scripts (start, migrate, seed) see the same configuration as the server they
 * prepare. Variables already set in the environment win over the files.
 */
export function loadDotenv(dir = process.cwd()) {
  nextEnv.loadEnvConfig(dir);
}
