/**
 * The client's address as the request reports it. Next.js fills
 * X-Forwarded-For with the socket address only when the header is absent, so
 * in production the reverse proxy in front of the app must set it (and drop
 * what clients send); see README "Operations". Bounded to fit the audit column.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || headers.get("x-real-ip")?.trim() || "unknown";
  return ip.slice(0, 45);
}
