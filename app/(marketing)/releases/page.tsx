import type { Metadata } from "next";

import { RELEASES_PAGE as P, RELEASES_META } from "@/lib/content/releases";
import { currentPrice } from "@/lib/pricing/current-price";
import { formatReleaseDate } from "@/lib/releases/format-release-date";
import { formatSize } from "@/lib/releases/format-size";
import { listReleases } from "@/lib/releases/list-releases";
import { pageMetadata } from "@/lib/seo";
import { webPageData } from "@/lib/structured-data";
import { publicReportUrl } from "@/lib/virustotal/public-report-url";

import { JsonLd } from "@/components/marketing/json-ld";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(RELEASES_META, (await currentPrice()).text);
}

// Prerendered, then refreshed at most every five minutes; an upload from the dashboard refreshes it at once.
export const revalidate = 300;

/** The public release log: every jar with its date, size, SHA-256, VirusTotal's public report and notes. No client JavaScript. */
export default async function ReleasesPage() {
  const releases = await listReleases();
  return (
    <>
      <JsonLd data={webPageData(RELEASES_META)} />
      <div className="py-8 text-center sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-5xl">{P.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-zinc-300">{P.intro}</p>
      </div>
      {releases.length === 0 ? (
        <p className="text-center text-zinc-300">{P.empty}</p>
      ) : (
        <ol className="mx-auto max-w-3xl space-y-4 pb-12">
          {releases.map((release, index) => (
            <li key={release.version}>
              <article aria-labelledby={`release-${index}`} className="rounded-xl border border-ink-700 bg-ink-900 p-5">
                <h2 id={`release-${index}`} className="flex flex-wrap items-center gap-2 text-xl font-semibold text-zinc-50">
                  {P.version(release.version)}
                  {release.current ? <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-bold text-ink-950">{P.current}</span> : null}
                  {release.pulledAt ? <span className="rounded-full bg-red-900 px-2 py-0.5 text-xs font-bold text-red-100">{P.pulledBadge}</span> : null}
                </h2>
                {release.pulledAt && release.pulledReason ? (
                  <div className="mt-2 text-sm">
                    <p className="whitespace-pre-line text-red-200">{P.pulledNote(formatReleaseDate(release.pulledAt), release.pulledReason)}</p>
                    <p className="mt-1 text-zinc-400">{P.pulledHelp}</p>
                  </div>
                ) : null}
                <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="text-zinc-400">{P.channel}</dt>
                  <dd className="text-zinc-200">{P.channels[release.channel]}</dd>
                  <dt className="text-zinc-400">{P.published}</dt>
                  <dd className="text-zinc-200">
                    <time dateTime={release.publishedAt}>{formatReleaseDate(release.publishedAt)}</time>
                  </dd>
                  <dt className="text-zinc-400">{P.size}</dt>
                  <dd className="text-zinc-200">{formatSize(release.sizeBytes)}</dd>
                  <dt className="text-zinc-400">{P.sha256}</dt>
                  <dd className="font-mono text-xs break-all text-zinc-200">{release.sha256}</dd>
                </dl>
                <a
                  href={publicReportUrl(release.sha256)}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={P.virusTotalLabel(release.version)}
                  className="hover:text-brand-200 mt-3 inline-block text-brand-300 underline underline-offset-2"
                >
                  {P.virusTotal}
                </a>
                <h3 className="mt-4 text-sm font-semibold text-zinc-300">{P.notes}</h3>
                <p className="mt-1 whitespace-pre-line text-zinc-300">{release.notes ?? P.noNotes}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
