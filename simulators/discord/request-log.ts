import { RequestLog } from "../http";

/** Discord's log also keeps each answer's status, so a test sees a 429 and then the client's retry. */
export class DiscordRequestLog extends RequestLog {
  private statuses: number[] = [];

  /** Logs a call once it is answered (entries are only made here, so statuses stay in step with them). */
  recordAnswer(method: string, path: string, status: number): void {
    this.record(method, path);
    this.statuses.push(status);
  }

  override list(options: { requests?: boolean } = {}) {
    return super.list(options).map((entry, i) => ({ ...entry, status: this.statuses[i] }));
  }

  override clear(): void {
    super.clear();
    this.statuses = [];
  }
}
