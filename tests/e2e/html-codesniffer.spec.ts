import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { expect, test } from "./support/test";

/**
 * HTML_CodeSniffer (WCAG 2 AA), the checker an independent review ran,
 * on the shop's own pages: it finds things axe does not, such as a
 * <form> without a submit control or an autocomplete token wrong for its
 * field. Its script is injected as a test tool, past the site's CSP.
 */
const HTMLCS = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

type Message = { type: number; code: string; msg: string; element: string };

test.use({ bypassCSP: true });

for (const route of ["/payment", "/download", "/download/resend"]) {
  test(`${route} has no WCAG 2 AA error by HTML_CodeSniffer`, async ({ page }) => {
    // /download with nothing to go on sends the visitor on to /payment after 2 seconds, which on a slow machine comes
    // mid-check; a 204 answer keeps the browser on the page (as in accessibility.spec.ts), so the check reads it to the end.
    if (route === "/download")
      await page.route(
        (url) => url.pathname === "/payment",
        (r) => r.fulfill({ status: 204 }),
      );
    await page.goto(route);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.addScriptTag({ content: HTMLCS });
    const errors = await page.evaluate(
      () =>
        new Promise<Message[]>((resolve) => {
          const sniffer = (window as unknown as { HTMLCS: { process: (s: string, d: Document, done: () => void) => void; getMessages: () => unknown[] } })
            .HTMLCS;
          sniffer.process("WCAG2AA", document, () => {
            const all = sniffer.getMessages() as { type: number; code: string; msg: string; element: Element }[];
            // Type 1 is an error (2 a warning, 3 a notice to check by hand).
            resolve(all.filter((m) => m.type === 1).map((m) => ({ type: m.type, code: m.code, msg: m.msg, element: m.element.outerHTML.slice(0, 160) })));
          });
        }),
    );
    expect(errors).toEqual([]);
  });
}
