import { ExternalLink, ShieldCheck } from "lucide-react";

import { DOWNLOAD_CARD, DOWNLOAD_PAGE as P, QUICK_SETUP, SCAN_BLOCK as S, TRANSPARENCY_NOTE } from "@/lib/content/download";
import { jarPath } from "@/lib/downloads/download-link";
import type { ReleaseSummary } from "@/lib/releases/current-release";
import { formatSize } from "@/lib/releases/format-size";

import { StaticIcon } from "@/components/ui/static-icon";

import { ActivatedToast } from "./activated-toast";
import { DiscordRole } from "./discord-role";
import { DownloadButton } from "./download-button";
import { ScanSummary } from "./scan-summary";

type Props = {
  username: string;
  release: ReleaseSummary | null;
  /** The signed token the server just checked; the jar route checks it again. */
  accessToken: string;
  justActivated: boolean;
  /** With a VirusTotal key the page reads our cached report; without one it shows the hash and VirusTotal's public page. */
  scanMode: "virustotal" | "hash-only";
  /** With the DISCORD_ settings: the Buyer role section, and the account already linked, if any. */
  discord?: { linkedName: string | null };
};

/** The download, shown only after the server has verified the buyer's token. */
export function DownloadReady({ username, release, accessToken, justActivated, scanMode, discord }: Props) {
  const state = justActivated ? P.activated : P.ready;
  return (
    <>
      {justActivated ? <ActivatedToast /> : null}
      <div className="py-6 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">{state.heading}</h1>
        <p className="mx-auto mt-3 max-w-xl text-zinc-300">{state.subtitle(username)}</p>
      </div>

      <section aria-label={DOWNLOAD_CARD.button} className="mx-auto max-w-2xl rounded-xl border border-brand-600 bg-ink-900 p-6 text-center">
        {release ? (
          <>
            <DownloadButton href={jarPath(accessToken)} />
            <p className="mt-3 text-sm text-zinc-400">{DOWNLOAD_CARD.details(release.version, formatSize(release.sizeBytes))}</p>
          </>
        ) : (
          <p className="text-zinc-300">{DOWNLOAD_CARD.preparing}</p>
        )}
      </section>

      {release ? (
        <section aria-labelledby="scan-heading" className="mx-auto mt-6 max-w-2xl rounded-xl border border-ink-700 bg-ink-900 p-6">
          <h2 id="scan-heading" className="flex items-center gap-2 text-lg font-semibold text-zinc-50">
            <StaticIcon icon={ShieldCheck} className="size-5 text-brand-400" /> {S.heading}
          </h2>
          <div className="mt-3">
            {scanMode === "virustotal" ? <ScanSummary fileHash={release.sha256} /> : <p className="text-sm text-zinc-300">{S.noKeyNote}</p>}
          </div>
          <p className="mt-3 text-sm text-zinc-400">
            {S.hashLabel}:{" "}
            <code className="font-mono text-zinc-200" title={release.sha256}>
              {release.sha256.slice(0, 12)}
            </code>
            <span className="sr-only"> (full hash {release.sha256})</span>
          </p>
          <p className="mt-1 font-mono text-xs break-all text-zinc-400" data-testid="release-sha256">
            {release.sha256}
          </p>
          <a
            href={`https://www.virustotal.com/gui/file/${release.sha256}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1 text-sm text-brand-300 underline underline-offset-2"
          >
            {S.viewOnVirusTotal} <StaticIcon icon={ExternalLink} className="size-4" />
          </a>
        </section>
      ) : null}

      {discord ? <DiscordRole accessToken={accessToken} linkedName={discord.linkedName} /> : null}

      <p className="mx-auto mt-6 max-w-2xl rounded-lg border border-ink-700 bg-ink-900/60 px-4 py-3 text-sm text-zinc-300">{TRANSPARENCY_NOTE}</p>

      <section aria-labelledby="setup-heading" className="mx-auto mt-6 max-w-2xl">
        <h2 id="setup-heading" className="text-lg font-semibold text-zinc-50">
          {QUICK_SETUP.heading}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-zinc-300">
          {QUICK_SETUP.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
