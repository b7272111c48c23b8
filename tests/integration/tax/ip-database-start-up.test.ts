import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { GERMAN_ADDRESS } from "../../support/tax";

const run = promisify(execFile);

/**
 * A fresh server process's start hook, stopped before the job workers (as a build runs it), then one lookup as the
 * first sale makes it: how many times the IP database file was opened by each point.
 */
const START_THEN_LOOK_UP = `
import maxmind from "maxmind";
let opened = 0;
const open = maxmind.open.bind(maxmind);
maxmind.open = (...args) => { opened += 1; return open(...args); };
const { register } = await import("@/instrumentation");
await register();
const atStart = opened;
const { ipCountry } = await import("@/lib/geoip/ip-country");
const country = await ipCountry(${JSON.stringify(GERMAN_ADDRESS)});
console.log(JSON.stringify({ atStart, afterFirstSale: opened, country }));
`;

async function startServer(taxMode: "off" | "vat") {
  const env = {
    ...process.env,
    NEXT_RUNTIME: "nodejs",
    NEXT_PHASE: "phase-production-build",
    TAX_MODE: taxMode,
    SELLER_NAME: "Sniper Mods GmbH",
    SELLER_ADDRESS: "Hauptstraße 1, 10115 Berlin",
    SELLER_COUNTRY: "DE",
    VAT_SCHEME: "union-oss",
  };
  // react-server: the condition Next.js serves server code under, where the server-only marker imports nothing.
  const { stdout } = await run(process.execPath, ["--conditions=react-server", "--import", "tsx", "--input-type=module", "--eval", START_THEN_LOOK_UP], {
    env,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as { atStart: number; afterFirstSale: number; country: string | null };
}

describe.concurrent("the IP database at start", () => {
  it("is read when the server starts with TAX_MODE=vat, so the first sale does not read it", async () => {
    expect(await startServer("vat")).toEqual({ atStart: 1, afterFirstSale: 1, country: "DE" });
  });

  it("is read on first use only, with tax records off", async () => {
    expect(await startServer("off")).toEqual({ atStart: 0, afterFirstSale: 1, country: "DE" });
  });
});
