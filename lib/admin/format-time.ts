/** A timestamp as the admin tables show it: UTC, to the minute ("2026-11-21 23:05 UTC"). */
export function formatTime(iso: string): string {
  return `${new Date(iso).toISOString().replace("T", " ").slice(0, 16)} UTC`;
}
