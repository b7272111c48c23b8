/** VirusTotal's public page for a file, by its SHA-256: anyone can open it, no key needed. */
export function publicReportUrl(sha256: string): string {
  return `https://www.virustotal.com/gui/file/${sha256}`;
}
