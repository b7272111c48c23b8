import type { PageMeta } from "@/lib/seo";
import { site } from "@/lib/site";

export const RELEASES_META: PageMeta = {
  title: "Release Log",
  description: `Every ${site.name} release, newest first: version, date, size, SHA-256 and VirusTotal's public report for each jar, with short release notes.`,
  keywords: [`${site.name} releases`, `${site.name} changelog`, "release notes", "SHA-256", "VirusTotal"],
  path: "/releases",
};

/** /releases: the public release log. */
export const RELEASES_PAGE = {
  heading: "Release Log",
  intro: `Every build of ${site.name}, newest first. The newest stable release is the one you download after purchase; betas go only to mods set to the beta channel. Compare a jar's SHA-256 with the one listed here, and check it on VirusTotal yourself.`,
  empty: "No release has been published yet.",
  version: (version: string) => `Version ${version}`,
  current: "Current",
  channel: "Channel",
  channels: { stable: "Stable", beta: "Beta" },
  pulledBadge: "Pulled",
  /** A pulled release stays listed, so whoever has its jar can still check the hash. */
  pulledNote: (date: string, reason: string) => `Pulled on ${date}: ${reason}`,
  pulledHelp: "It is no longer offered or downloaded; its hash stays listed so you can check a copy you have.",
  published: "Published",
  size: "Size",
  sha256: "SHA-256",
  virusTotal: "VirusTotal report",
  /** For screen readers, so each report link says which version it is for. */
  virusTotalLabel: (version: string) => `VirusTotal report for version ${version}`,
  notes: "Release notes",
  noNotes: "No notes for this release.",
};
