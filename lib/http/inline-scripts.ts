import { createHash } from "node:crypto";

/**
 * The inline scripts Next.js writes into a page, each a fixed call around one JSON value: the flight data React
 * hydrates from (`self.__next_f.push([1,"…"])`, opened by `(self.__next_f=self.__next_f||[]).push([0])`) and
 * Turbopack's bootstrap naming the page's chunks. A script of one of these shapes can only hand data to code the
 * page already runs, whatever the JSON says.
 */
const DATA_SCRIPT_SHAPES = [
  { prefix: "(self.__next_f=self.__next_f||[]).push(", suffix: ")" },
  { prefix: "self.__next_f.push(", suffix: ")" },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', suffix: ");" },
] as const;

/** Types a browser runs as a classic or module script (HTML's JavaScript MIME type essence list, the usual ones). */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

export type InlineScripts = {
  /** CSP hash sources ('sha256-…') of the page's inline scripts that have a data shape, each once. */
  hashes: string[];
  /** Inline scripts the browser would run that have none: left out, so the policy blocks them. */
  unknown: number;
};

/** Whether a script's text is one of DATA_SCRIPT_SHAPES around JSON. */
export function isDataScript(text: string): boolean {
  return DATA_SCRIPT_SHAPES.some(({ prefix, suffix }) => {
    if (!text.startsWith(prefix) || !text.endsWith(suffix)) return false;
    try {
      JSON.parse(text.slice(prefix.length, text.length - suffix.length));
      return true;
    } catch {
      return false;
    }
  });
}

function runsAsScript(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? "") : "";
  return EXECUTABLE_TYPES.has(value.trim().toLowerCase());
}

/**
 * The hash sources a page's Content-Security-Policy needs for its inline scripts: those Next.js wrote, recognised by
 * their shape (DATA_SCRIPT_SHAPES), hashed as the browser hashes them (the element's text, line breaks normalised as
 * the HTML parser does, in UTF-8). An inline script of any other shape is not hashed but counted: something other
 * than Next wrote it into the page (an injected tag, say), and the policy is there to stop it. JSON-LD and other data
 * blocks never run and need no hash.
 */
export function hashInlineScripts(html: string): InlineScripts {
  const hashes = new Set<string>();
  let unknown = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!runsAsScript(attributes) || body === "") continue;
    const text = body.replace(/\r\n?/g, "\n");
    if (!isDataScript(text)) {
      unknown += 1;
      continue;
    }
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { hashes: [...hashes], unknown };
}
