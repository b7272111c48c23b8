import { header, json, RequestLog, type SimRequest, type SimResponse } from "./http";
import { EICAR_FILE, fileReport, knownFileFromHash, type KnownFile, type ScanCounts } from "./virustotal-report";

export type { KnownFile, ScanCounts } from "./virustotal-report";

interface VirusTotalOptions {
  /** When set, only this key is accepted; otherwise any non-empty key is. */
  apiKey?: string;
  knownFiles?: Record<string, ScanCounts>;
}

function vtError(status: number, code: string, message: string): SimResponse {
  return json(status, { error: { code, message } });
}

/** Stand-in for VirusTotal API v3 file reports (contracts §3). */
export class VirusTotalSimulator {
  readonly requests = new RequestLog();
  private files = new Map<string, KnownFile>();
  private quotaExceededRequests = 0;

  constructor(private readonly options: VirusTotalOptions = {}) {
    this.reset();
  }

  /** Registers a file report; any of its SHA-256, SHA-1 or MD5 then finds it. */
  addFile(sha256: string, stats: ScanCounts, details: Partial<Omit<KnownFile, "sha256" | "stats">> = {}): KnownFile {
    if (!/^[0-9a-f]{64}$/i.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
    const file = knownFileFromHash(sha256, stats, details);
    this.files.set(file.sha256, file);
    return file;
  }

  /** The next `count` requests answer 429 QuotaExceededError, like an exhausted public-API quota. */
  exceedQuotaNext(count = 1): void {
    this.quotaExceededRequests = count;
  }

  reset(): void {
    this.files.clear();
    this.quotaExceededRequests = 0;
    this.requests.clear();
    this.files.set(EICAR_FILE.sha256, EICAR_FILE);
    for (const [sha256, stats] of Object.entries(this.options.knownFiles ?? {})) this.addFile(sha256, stats);
  }

  handle(req: SimRequest): SimResponse {
    this.requests.record(req.method, req.path);
    const apiKey = header(req, "x-apikey");
    if (!apiKey) return vtError(401, "AuthenticationRequiredError", "X-Apikey header is missing");
    if (this.options.apiKey !== undefined && apiKey !== this.options.apiKey) {
      return vtError(401, "WrongCredentialsError", "Wrong API key");
    }
    if (this.quotaExceededRequests > 0) {
      this.quotaExceededRequests -= 1;
      return vtError(429, "QuotaExceededError", "Quota exceeded");
    }
    const match = /^\/api\/v3\/files\/([^/]+)$/.exec(req.path);
    if (req.method !== "GET" || match?.[1] === undefined) {
      return vtError(404, "NotFoundError", `Resource "${req.path}" not found`);
    }
    const id = decodeURIComponent(match[1]);
    const file = this.find(id);
    if (!file) return vtError(404, "NotFoundError", `File "${id}" not found`);
    return json(200, fileReport(file, req.origin));
  }

  private find(id: string): KnownFile | undefined {
    const wanted = id.toLowerCase();
    for (const file of this.files.values()) {
      if (file.sha256 === wanted || file.sha1 === wanted || file.md5 === wanted) return file;
    }
    return undefined;
  }
}
