import { describe, expect, it } from "vitest";
import { z } from "zod";

import { findUncleanText } from "@/lib/validation/find-unclean-text";
import { multiline } from "@/lib/validation/multiline";

const schema = z.object({
  name: z.string(),
  notes: multiline(z.string().trim())
    .optional()
    .transform((value) => value ?? null),
  items: z.array(z.object({ label: z.string(), text: multiline(z.string()) })),
  either: z.union([z.number(), multiline(z.string())]),
});

const paths = (input: unknown, against: z.ZodType | undefined = schema) => findUncleanText(input, against).map((issue) => issue.path.join("."));

describe("findUncleanText", () => {
  it("passes clean text, emoji (a surrogate pair) and non-Latin scripts", () => {
    expect(paths({ name: "Zoë 😀 名前", notes: "ok", items: [{ label: "a", text: "b" }], either: 1 })).toEqual([]);
  });

  it.each([
    ["NUL", "\u0000"],
    ["BEL", "\u0007"],
    ["ESC", "\u001b"],
    ["DEL", "\u007f"],
    ["a C1 control (NEL)", "\u0085"],
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "x\udc00"],
  ])("refuses %s anywhere, multi-line fields included", (_name, bad) => {
    expect(paths({ name: `a${bad}`, notes: `b${bad}`, items: [{ label: "ok", text: `c${bad}` }], either: `d${bad}` })).toEqual([
      "name",
      "notes",
      "either",
      "items.0.text",
    ]);
  });

  it("lets line breaks and tabs through only where the schema marks the field multi-line, through optional, transform, arrays and unions", () => {
    const text = "one\r\n\ttwo";
    expect(paths({ name: text, notes: text, items: [{ label: text, text }], either: text })).toEqual(["name", "items.0.label"]);
  });

  it("treats fields the schema does not know, and input without a schema, as single-line", () => {
    expect(paths({ name: "a", extra: "x\ny" })).toEqual(["extra"]);
    expect(paths(["fine", "x\ny"], undefined)).toEqual(["1"]);
    expect(findUncleanText("x\u0000", undefined)).toEqual([{ path: [], message: "body must be a single line without control characters" }]);
  });

  it("refuses a control character in a key, naming the object that holds it", () => {
    expect(findUncleanText({ items: [{ "la\u0000bel": "x" }] }, schema)).toEqual([
      { path: ["items", 0], message: "items.0 has a field name with control characters or invalid Unicode" },
    ]);
  });

  it("walks very deep input without overflowing the stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(findUncleanText(deep)).toHaveLength(1);
  });
});
