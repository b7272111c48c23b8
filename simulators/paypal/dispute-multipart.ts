/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  /** The part's body as the simulator received it (request bodies are read as UTF-8 text). */
  value: string;
}

/** The boundary of a multipart/form-data content type, or undefined for any other type. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || contentType.split(";")[0]?.trim().toLowerCase() !== "multipart/form-data") return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function headerParameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header) ?? new RegExp(`;\\s*${name}=([^;\\s]+)`, "i").exec(header);
  return match?.[1]?.replace(/\\(.)/g, "$1");
}

/** Parses a multipart/form-data body (RFC 7578); undefined when it is not well formed. */
export function parseMultipart(body: string, boundary: string): FormPart[] | undefined {
  const delimiter = `--${boundary}`;
  const sections = body.split(delimiter);
  // Before the first delimiter is a preamble; after the closing "--" an epilogue.
  if (sections.length < 3 || !sections.at(-1)?.startsWith("--")) return undefined;
  const parts: FormPart[] = [];
  for (const section of sections.slice(1, -1)) {
    if (!section.startsWith("\r\n") || !section.endsWith("\r\n")) return undefined;
    const content = section.slice(2, -2);
    const split = content.indexOf("\r\n\r\n");
    if (split < 0) return undefined;
    const headers = new Map<string, string>();
    for (const line of content.slice(0, split).split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = headers.get("content-disposition");
    const name = disposition && headerParameter(disposition, "name");
    if (!disposition?.toLowerCase().startsWith("form-data") || name === undefined) return undefined;
    parts.push({
      name,
      filename: headerParameter(disposition, "filename"),
      contentType: headers.get("content-type")?.split(";")[0]?.trim().toLowerCase(),
      value: content.slice(split + 4),
    });
  }
  return parts;
}
