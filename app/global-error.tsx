"use client";

import { UNEXPECTED_ERROR } from "@/lib/content/errors";

/** Last resort when the root layout itself fails: plain HTML, a link home. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", background: "#0a0f0d", color: "#f4f4f5", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>{UNEXPECTED_ERROR.heading}</h1>
        <p>{UNEXPECTED_ERROR.body}</p>
        {/* A full reload: the app's router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" style={{ color: "#4ade80" }}>
          {UNEXPECTED_ERROR.home}
        </a>
      </body>
    </html>
  );
}
