import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { z } from "@/lib/validation/zod";

/** VirusTotal answers a file report in well under a second; a hung request must not hold a page. */
const TIMEOUT_MS = 8_000;

const count = z.number().int().min(0);

/** `GET /files/{id}` (docs/reference/api-contracts.md §3.1): only the stats are read; the whole body is kept as the report. */
const fileReportSchema = z.object({
  data: z.object({
    attributes: z.object({
      last_analysis_stats: z.object({ malicious: count, suspicious: count.default(0), harmless: count.default(0), undetected: count.default(0) }),
    }),
  }),
});

type FileReport =
  | { kind: "found"; malicious: number; total: number; report: Prisma.InputJsonValue }
  | { kind: "not_found" }
  | { kind: "failed"; reason: string; status?: number };

/**
 * Reads one file report from VirusTotal API v3. The key goes in the
 * x-apikey header to the configured VirusTotal base and nowhere else.
 * `total` counts the engines that gave a verdict (malicious, suspicious,
 * harmless, undetected), as VirusTotal's "N/M vendors flagged" does; engines
 * that timed out, failed or do not support the file type are not counted.
 */
export async function fetchFileReport(sha256: string, { apiKey, apiBase }: { apiKey: string; apiBase: string }): Promise<FileReport> {
  let res: Response;
  try {
    res = await fetch(`${apiBase}/files/${encodeURIComponent(sha256)}`, {
      headers: { "x-apikey": apiKey, accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: "failed", reason: error instanceof Error ? error.name : "network" };
  }
  const body: unknown = await res.json().catch(() => null);
  // Match on VirusTotal's error code, never its message (docs/reference/api-contracts.md §3.2).
  const code = z.object({ error: z.object({ code: z.string() }) }).safeParse(body).data?.error.code;
  if (res.status === 404 && code === "NotFoundError") return { kind: "not_found" };
  if (!res.ok) return { kind: "failed", reason: code ?? `http_${res.status}`, status: res.status };

  const parsed = fileReportSchema.safeParse(body);
  if (!parsed.success) return { kind: "failed", reason: "unexpected_body", status: res.status };
  const { malicious, suspicious, harmless, undetected } = parsed.data.data.attributes.last_analysis_stats;
  return { kind: "found", malicious, total: malicious + suspicious + harmless + undetected, report: body as Prisma.InputJsonValue };
}
