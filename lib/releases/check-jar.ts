/**
 * Whether bytes are a jar the mod loader can open: a zip whose central
 * directory is intact and names a manifest or at least one class. Read from
 * the zip's own records (end of central directory, ZIP64 when present, each
 * central directory entry and the local header it points at), without
 * unpacking anything, so a renamed text file, a truncated upload or a zip of
 * something else is refused. Answers the problem, or null for a jar.
 */
export function jarProblem(bytes: Buffer): string | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return "The file is not a jar (zip) file.";
  const directory = centralDirectory(bytes);
  if (!directory) return "The jar's zip directory is missing or damaged (a truncated upload?).";

  let entries = 0;
  let jarContent = false;
  let at = directory.offset;
  for (let i = 0; i < directory.entries; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return "The jar's zip directory is damaged.";
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > bytes.length) return "The jar's zip directory is damaged.";
    const localOffset = bytes.readUInt32LE(at + 42);
    // 0xFFFFFFFF: the offset is in the entry's ZIP64 extra field, beyond any file this small.
    if (localOffset !== 0xffffffff && (localOffset + 4 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER)) {
      return "The jar's zip entries are damaged.";
    }
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    if (name === "META-INF/MANIFEST.MF" || name.endsWith(".class")) jarContent = true;
    entries += 1;
    at = next;
  }
  if (entries === 0) return "The jar is empty.";
  if (!jarContent) return "The zip has no META-INF/MANIFEST.MF and no .class file: it is not a jar.";
  return null;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;

/** Where the central directory starts and how many entries it has, or null when the zip's end records do not hold together. */
function centralDirectory(bytes: Buffer): { offset: number; entries: number } | null {
  // The end record is the last 22 bytes plus a comment of up to 65535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= lowest; end -= 1) {
    if (bytes.readUInt32LE(end) !== END_OF_DIRECTORY || end + 22 + bytes.readUInt16LE(end + 20) !== bytes.length) continue;
    let entries = bytes.readUInt16LE(end + 10);
    let size = bytes.readUInt32LE(end + 12);
    let offset = bytes.readUInt32LE(end + 16);
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      const locator = end - 20;
      if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
      const record = Number(bytes.readBigUInt64LE(locator + 8));
      if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== ZIP64_END) return null;
      entries = Number(bytes.readBigUInt64LE(record + 32));
      size = Number(bytes.readBigUInt64LE(record + 40));
      offset = Number(bytes.readBigUInt64LE(record + 48));
    }
    return offset + size <= end ? { offset, entries } : null;
  }
  return null;
}
