import { createHash } from "node:crypto";

/** The four counts callers care about; the file-only keys default to 0. */
export interface ScanCounts {
  malicious: number;
  undetected: number;
  harmless: number;
  suspicious: number;
}

export interface KnownFile {
  sha256: string;
  sha1: string;
  md5: string;
  size: number;
  name: string;
  stats: ScanCounts;
  analysedAt: Date;
}

/** EICAR's test file, so "malicious" can be exercised without configuring anything. */
const EICAR_SHA256 = "275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f";

export const EICAR_FILE: KnownFile = {
  sha256: EICAR_SHA256,
  sha1: "3395856ce81f2b7382dee72602f798b642f14140",
  md5: "44d88612fea8a8f36de82e1278abb02f",
  size: 68,
  name: "eicar.com",
  stats: { malicious: 62, undetected: 5, harmless: 0, suspicious: 0 },
  analysedAt: new Date("2024-06-12T00:54:05Z"),
};

/**
 * Without the file's bytes we cannot know its real SHA-1/MD5, so derive stable stand-ins from the
 * SHA-256: lookups by any of the three hashes then resolve to the same object, as on VirusTotal.
 */
export function knownFileFromHash(sha256: string, stats: ScanCounts, details: Partial<KnownFile> = {}): KnownFile {
  const digest = (algorithm: string) => createHash(algorithm).update(sha256).digest("hex");
  return {
    sha256: sha256.toLowerCase(),
    sha1: digest("sha1"),
    md5: digest("md5"),
    size: 1024,
    name: `${sha256.slice(0, 12)}.jar`,
    analysedAt: new Date(),
    ...details,
    stats,
  };
}

const CATEGORY_ORDER = ["malicious", "suspicious", "harmless", "undetected"] as const;

/** One engine verdict per counted engine, so `last_analysis_results` agrees with the stats. */
function engineResults(stats: ScanCounts, engineUpdate: string) {
  const results: Record<string, unknown> = {};
  let engine = 0;
  for (const category of CATEGORY_ORDER) {
    for (let i = 0; i < stats[category]; i += 1) {
      engine += 1;
      const engineName = `SimEngine${String(engine).padStart(2, "0")}`;
      const flagged = category === "malicious" || category === "suspicious";
      results[engineName] = {
        category,
        engine_name: engineName,
        engine_version: "1.0.0",
        engine_update: engineUpdate,
        method: "blacklist",
        result: flagged ? "Simulated.Detection" : null,
      };
    }
  }
  return results;
}

/** The `GET /api/v3/files/{id}` body (contracts §3.1). */
export function fileReport(file: KnownFile, origin: string) {
  const analysedAt = Math.floor(file.analysedAt.getTime() / 1000);
  const engineUpdate = file.analysedAt.toISOString().slice(0, 10).replaceAll("-", "");
  return {
    data: {
      type: "file",
      id: file.sha256,
      links: { self: `${origin}/virustotal/api/v3/files/${file.sha256}` },
      attributes: {
        sha256: file.sha256,
        sha1: file.sha1,
        md5: file.md5,
        size: file.size,
        type_description: "JAR",
        meaningful_name: file.name,
        names: [file.name],
        tags: ["jar"],
        reputation: file.stats.malicious > 0 ? -file.stats.malicious : 0,
        total_votes: { harmless: 0, malicious: 0 },
        first_submission_date: analysedAt,
        last_submission_date: analysedAt,
        last_analysis_date: analysedAt,
        times_submitted: 1,
        last_analysis_stats: {
          ...file.stats,
          timeout: 0,
          "confirmed-timeout": 0,
          failure: 0,
          "type-unsupported": 0,
        },
        last_analysis_results: engineResults(file.stats, engineUpdate),
      },
    },
  };
}
