import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { hashInlineScripts, isDataScript } from "@/lib/http/inline-scripts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const INIT = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[339756,[],\\"default\\"]\\n"])';
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

/** A page as Next writes it: its chunks, JSON-LD, its bootstrap and flight data. */
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product"}</script>',
  `<script id="_R_">${TURBOPACK}</script>`,
  `<script>${INIT}</script><script nonce="old">${FLIGHT}</script>`,
  '<script src="/_next/static/chunks/b.js" noModule=""></script></body></html>',
].join("");

describe("hashInlineScripts", () => {
  it("hashes each inline script Next wrote, as the browser does; scripts with src and JSON-LD need none", () => {
    expect(hashInlineScripts(PAGE)).toEqual({ hashes: [hash(TURBOPACK), hash(INIT), hash(FLIGHT)], unknown: 0 });
  });

  it("leaves out, and counts, an inline script of any other shape: an injected tag stays blocked", () => {
    const injected = PAGE.replace("</body>", "<script>fetch('/steal?c='+document.cookie)</script></body>");
    expect(hashInlineScripts(injected)).toEqual({ hashes: [hash(TURBOPACK), hash(INIT), hash(FLIGHT)], unknown: 1 });
  });

  it("counts a script that starts like Next's data but runs code", () => {
    for (const text of ["self.__next_f.push([1],alert(1))", 'self.__next_f.push([1,"a"]);alert(1)//)', "self.__next_f.push(alert(1))"]) {
      expect(isDataScript(text), text).toBe(false);
      expect(hashInlineScripts(`<script>${text}</script>`)).toEqual({ hashes: [], unknown: 1 });
    }
  });

  it("treats module and JavaScript types as scripts, other types as data", () => {
    expect(hashInlineScripts(`<script type="module">${INIT}</script>`).hashes).toEqual([hash(INIT)]);
    expect(hashInlineScripts(`<SCRIPT TYPE='text/javascript'>${INIT}</SCRIPT >`).hashes).toEqual([hash(INIT)]);
    expect(hashInlineScripts('<script type="application/json">{"a":1}</script><script type="text/plain">x()</script>')).toEqual({ hashes: [], unknown: 0 });
  });

  it("normalises line breaks as the HTML parser does before hashing, and names a repeated script once", () => {
    const crlf = 'self.__next_f.push([1,"a"\r\n])';
    expect(hashInlineScripts(`<script>${crlf}</script><script>${crlf}</script>`).hashes).toEqual([hash('self.__next_f.push([1,"a"\n])')]);
  });
});
