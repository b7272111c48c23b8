"use client";

import { UNEXPECTED_ERROR } from "@/lib/content/errors";

/**
 * Its own few rules, in a style element: the policy refuses style attributes in markup but lets a page carry style
 * elements (lib/http/security-headers.ts), and this screen cannot count on the site's style sheet.
 */
const STYLE = `body{font-family:system-ui,sans-serif;background:#0a0f0d;color:#f4f4f5;text-align:center;padding:4rem 1rem}a{color:#4ade80}`;

/** Last resort when the root layout itself fails: plain HTML, a link home. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <style>{STYLE}</style>
        <h1>{UNEXPECTED_ERROR.heading}</h1>
        <p>{UNEXPECTED_ERROR.body}</p>
        {/* A full reload: the app's router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">{UNEXPECTED_ERROR.home}</a>
      </body>
    </html>
  );
}
