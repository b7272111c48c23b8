import { sign, type KeyObject } from "node:crypto";

/*
 * Node can parse X.509 certificates but not create them, and PayPal publishes a certificate
 * (not a bare key) at PAYPAL-CERT-URL. A few lines of DER encoding let the simulator do the same,
 * so an app's offline verifier (`new X509Certificate(pem).publicKey`) works unchanged against it.
 */

function length(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), length(content.length), content]);
}

const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups: number[] = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      groups.unshift((value % 128) | (groups.length > 0 ? 0x80 : 0));
      if (value < 128) break;
    }
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function name(commonName: string): Buffer {
  const attribute = sequence(oid("2.5.4.3"), tlv(0x0c, Buffer.from(commonName, "utf8")));
  return sequence(tlv(0x31, attribute));
}

/** UTCTime (YYMMDDHHMMSSZ), valid for dates before 2050 as X.509 requires. */
function utcTime(date: Date): Buffer {
  const stamp = date.toISOString().replace(/[-:T]/g, "").slice(2, 14);
  return tlv(0x17, Buffer.from(`${stamp}Z`, "ascii"));
}

const SHA256_WITH_RSA = sequence(oid("1.2.840.113549.1.1.11"), Buffer.from([0x05, 0x00]));

/** A self-signed v3 certificate for `publicKey`, PEM-encoded, valid from yesterday for a year. */
export function selfSignedCertificate(publicKey: KeyObject, privateKey: KeyObject, commonName: string): string {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const serial = tlv(0x02, Buffer.from([0x01, ...Buffer.from(String(now).slice(-6))]));
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([0x02]))),
    serial,
    SHA256_WITH_RSA,
    name(commonName),
    sequence(utcTime(new Date(now - day)), utcTime(new Date(now + 365 * day))),
    name(commonName),
    publicKey.export({ type: "spki", format: "der" }),
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = sequence(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.concat([Buffer.from([0x00]), signature])));
  const lines = der.toString("base64").match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}
