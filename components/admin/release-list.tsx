import { formatTime } from "@/lib/admin/format-time";
import { ADMIN_RELEASES as R } from "@/lib/content/admin/releases";
import { formatSize } from "@/lib/releases/format-size";
import type { ReleaseRow } from "@/lib/releases/list-releases";

import { AdminTable } from "./admin-table";
import { ReleaseActions } from "./release-actions";

function scanState(release: ReleaseRow): string {
  if (release.scanMalicious !== null && release.scanTotal !== null) return R.scan.result(release.scanMalicious, release.scanTotal);
  return release.scannedAt ? R.scan.notFound(formatTime(release.scannedAt)) : R.scan.notScanned;
}

/**
 * Every release, newest first, with its channel, hash, size, notes and VirusTotal scan state, the one buyers
 * download marked current, a pulled one with its reason; "Pull" or "Put back" on each. A section by
 * its heading, not a landmark: it sits in the Releases tab's region, and two regions named Releases would be one
 * landmark twice.
 */
export function ReleaseList({ releases }: { releases: ReleaseRow[] }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold text-zinc-50">{R.listHeading}</h2>
      {releases.length === 0 ? (
        <p className="text-zinc-300">{R.empty}</p>
      ) : (
        <AdminTable columns={R.columns} minWidth={1100}>
          {releases.map((release) => (
            <tr key={release.version}>
              <td className="px-3 py-2 font-semibold whitespace-nowrap">
                {release.version}
                {release.current ? <span className="ml-2 text-xs font-normal text-brand-400">{R.current}</span> : null}
              </td>
              <td className="px-3 py-2">
                {R.channels[release.channel]}
                {release.pulledReason !== null ? <span className="mt-1 block text-xs text-red-300">{R.pulled(release.pulledReason)}</span> : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatTime(release.publishedAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatSize(release.sizeBytes)}</td>
              <td className="px-3 py-2 font-mono text-xs break-all">{release.sha256}</td>
              <td className="px-3 py-2">{scanState(release)}</td>
              <td className="px-3 py-2 text-xs whitespace-pre-line text-zinc-300">{release.notes ?? "—"}</td>
              <td className="px-3 py-2">
                <ReleaseActions version={release.version} pulled={release.pulledAt !== null} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
