import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { EU_STATES } from "@/lib/eu-states";
import { RATES_SOURCE, VAT_COUNTRIES, vatRateAt } from "@/lib/vat-rates/vat-rate";

const require = createRequire(import.meta.url);
const now = new Date("2026-11-27T12:00:00Z");

// The rates come from the sales-tax package's dated table, never typed by hand.
describe("VAT rates for electronically supplied services", () => {
  it("names the installed package's version and release date (upgrading it without updating the date fails here)", () => {
    const root = path.dirname(require.resolve("sales-tax/package.json"));
    const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
    const latest = /^## (\S+) \((\d{4}-\d{2}-\d{2})\)/m.exec(readFileSync(path.join(root, "CHANGELOG.md"), "utf8"));
    expect({ version: RATES_SOURCE.version, releasedOn: RATES_SOURCE.releasedOn }).toEqual({ version, releasedOn: latest?.[2] });
    expect(latest?.[1]).toBe(version);
  });

  it("covers the 27 EU member states and the United Kingdom", () => {
    expect(EU_STATES).toHaveLength(27);
    expect(EU_STATES).toEqual(expect.arrayContaining(["DE", "FR", "GR", "HU", "IE", "LU", "SE"]));
    expect(VAT_COUNTRIES).toEqual([...EU_STATES, "GB"]);
    for (const country of VAT_COUNTRIES) expect(vatRateAt(country, now), country).toBeGreaterThan(0);
  });

  it.each([
    ["DE", 1900],
    ["FR", 2000],
    ["HU", 2700],
    ["LU", 1700],
    ["IE", 2300],
    ["FI", 2550],
    ["GB", 2000],
  ])("gives %s %i basis points now", (country, rate) => {
    expect(vatRateAt(country, now)).toBe(rate);
  });

  it("gives the rate that applied at an earlier date (Germany's 16 % in the second half of 2020)", () => {
    expect(vatRateAt("DE", new Date("2020-09-01T00:00:00Z"))).toBe(1600);
    expect(vatRateAt("DE", new Date("2020-05-01T00:00:00Z"))).toBe(1900);
    expect(vatRateAt("LU", new Date("2023-06-01T00:00:00Z"))).toBe(1600);
  });

  it("gives no rate outside the EU and the UK, nor for a code that is no country", () => {
    for (const country of ["US", "CA", "CH", "NO", "EL", "XX", ""]) expect(vatRateAt(country, now), country).toBeNull();
  });
});
