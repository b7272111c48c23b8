import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";

/**
 * A real jar (a zip, entries stored uncompressed) with a manifest and a class
 * file of random bytes, so every call has its own SHA-256; `padTo` grows it
 * to at least that many bytes (an oversized upload).
 */
export function makeJar({ padTo = 0, entries }: { padTo?: number; entries?: Record<string, Buffer> } = {}): Buffer {
  const files = entries ?? {
    "META-INF/MANIFEST.MF": Buffer.from("Manifest-Version: 1.0\r\nCreated-By: tests\r\n\r\n"),
    "net/ahsniper/Mod.class": Buffer.concat([Buffer.from([0xca, 0xfe, 0xba, 0xbe]), randomBytes(Math.max(256, padTo))]),
  };
  return zip(files);
}

/** A zip of the given entries, stored: local headers and data, then the central directory and its end record. */
export function zip(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
