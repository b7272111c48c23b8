import regions from "sales-tax/res/region_countries.json" with { type: "json" };

/**
 * The 27 EU member states (ISO 3166 alpha-2), from the `sales-tax` package's EU region (Greece is GR): where an
 * EU seller is established (lib/env-schema.ts checks VAT_SCHEME against it) and whose VAT the shop records.
 */
export const EU_STATES: readonly string[] = regions.EU;
