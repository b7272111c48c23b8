import "server-only";

import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";

import maxmind, { type CountryResponse, type Reader } from "maxmind";

/**
 * The country of a client address, from an offline database shipped in an npm package: the
 * `@ip-location-db/geo-whois-asn-country-mmdb` snapshot (RIR whois and ASN data, CC BY 4.0, attribution to the
 * NRO) read with `maxmind`. Nothing is downloaded at run time; the file (8 MB) is read once, at start with TAX_MODE=vat
 * (openIpDatabase), else on first use.
 * It is one piece of a buyer's location evidence, never the only one, and the address itself is not stored for it.
 */

/** The package's record: `{ country_code: "DE" }`. */
type IpCountryRecord = CountryResponse & { country_code?: string };

const require = createRequire(import.meta.url);
/** The database file; resolved at run time (the bundler must not try to load it as a module). */
const DATABASE = () => require.resolve(/* turbopackIgnore: true */ "@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb");

/**
 * Addresses that are no one's country: private, loopback, link-local, shared, benchmarking, documentation and
 * multicast ranges. The snapshot maps some of them to a country (192.168.0.0/16 to AU), so they are never looked up.
 */
const NOT_GLOBAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const)
  NOT_GLOBAL.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NOT_GLOBAL.addSubnet(network, prefix, "ipv6");

let reader: Promise<Reader<IpCountryRecord>> | undefined;
const open = () => (reader ??= maxmind.open<IpCountryRecord>(DATABASE()));

/**
 * Reads the database now. The server calls it at start when TAX_MODE=vat, so the first sale does not read 8 MB
 * inside its fulfilment transaction, and a missing file stops the start instead of that sale.
 */
export async function openIpDatabase(): Promise<void> {
  await open();
}

/** When the snapshot was built (its metadata): the date of the evidence's source, for the docs and the tests. */
export async function ipDatabaseBuiltAt(): Promise<Date> {
  return (await open()).metadata.buildEpoch;
}

/** The ISO 3166 alpha-2 country of a public address; null for a private, reserved or unknown one, or none. */
export async function ipCountry(address: string | null | undefined): Promise<string | null> {
  if (!address) return null;
  // An IPv4 address written as IPv6 (::ffff:80.128.0.1) is the IPv4 address.
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  const family = isIP(plain);
  if (family === 0 || NOT_GLOBAL.check(plain, family === 4 ? "ipv4" : "ipv6")) return null;
  const country = (await open()).get(plain)?.country_code;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? country : null;
}
