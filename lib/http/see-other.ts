/**
 * A 303 to a path of this site, as a relative Location (RFC 9110 §10.2.2): the browser resolves it against the
 * address it used, whatever Host the server behind a proxy believes it has (Next's request URL can name its own).
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}
