import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The system Chromium the suite drives; it never downloads a browser. */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist.`);
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's package (sudo apt-get install chromium) " +
      "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
  );
}

/** Flags for a headless Chromium on a machine without a network or a sandbox-capable user. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
