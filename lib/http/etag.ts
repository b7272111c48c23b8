/**
 * Whether If-None-Match names this entity tag: "*", or a list of tags, any of them weak (a GET compares weakly, RFC
 * 9110 §13.1.2). Then the client's copy is current and the answer is a 304.
 */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}
