"use client";

import { useEffect, useState } from "react";

import { DOWNLOAD_TOASTS, SCAN_BLOCK as S } from "@/lib/content/download";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

type Summary = { clean: boolean; malicious: number; total: number; fileHash: string };

/**
 * The VirusTotal verdict for the current release, read from our server's
 * cached report (only when the shop has a VirusTotal key). "Clean" appears
 * only for a report that says so; the report button waits for the summary.
 */
export function ScanSummary({ fileHash }: { fileHash: string }) {
  const [summary, setSummary] = useState<Summary | "missing" | null>(null);

  useEffect(() => {
    let live = true;
    fetch("/api/virustotal/summary")
      .then((response): Promise<Summary | "missing"> => (response.ok ? (response.json() as Promise<Summary>) : Promise.resolve("missing")))
      .catch((): "missing" => "missing")
      .then((value) => live && setSummary(value));
    return () => {
      live = false;
    };
  }, []);

  async function downloadReport() {
    try {
      const response = await fetch("/api/virustotal/download");
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: `virustotal-${fileHash.slice(0, 12)}.json` });
      link.click();
      URL.revokeObjectURL(url);
      toast.success(DOWNLOAD_TOASTS.reportDownloaded.title);
    } catch {
      toast.error(DOWNLOAD_TOASTS.reportFailed.title, { description: DOWNLOAD_TOASTS.reportFailed.description });
    }
  }

  const loaded = summary !== null && summary !== "missing";
  const status = summary === null ? S.scanning : summary === "missing" ? S.notScanned : summary.clean ? S.clean : S.flagged;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-baseline gap-2" aria-live="polite">
        <span className={`text-lg font-bold ${loaded && summary.clean ? "text-brand-400" : loaded ? "text-red-400" : "text-zinc-300"}`}>{status}</span>
        {loaded ? <span className="text-sm text-zinc-400">{S.engines(summary.malicious, summary.total)}</span> : null}
      </p>
      <Button variant="outline" onClick={downloadReport} disabled={!loaded} className="text-sm text-zinc-100">
        {S.report}
      </Button>
    </div>
  );
}
