/** A release date as the public log shows it ("25 November 2026"), in UTC so every build and visitor sees the same day. */
export function formatReleaseDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}
