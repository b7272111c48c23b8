import "server-only";

import { DOWNLOAD_ERROR_PAGES, RESEND_FORM, RESEND_PATH } from "@/lib/content/delivery";
import { site } from "@/lib/site";

type DownloadErrorKind = "invalid" | "unavailable" | "notFound" | "error";

const STATUS: Record<DownloadErrorKind, number> = { invalid: 403, unavailable: 503, notFound: 404, error: 500 };

/**
 * The jar route answers browser navigations, so its refusals are pages, not
 * JSON. They are built here rather than rendered by Next.js because a route
 * handler cannot render the app's forbidden/not-found UI reliably; the page
 * is self-contained (inline CSS in the site's colours) and works without
 * JavaScript: the form posts to /api/download-link, which redirects back.
 */
export function downloadErrorResponse(kind: DownloadErrorKind): Response {
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (kind === "unavailable") headers["Retry-After"] = "300";
  return new Response(downloadErrorPage(kind), { status: STATUS[kind], headers });
}

export function downloadErrorPage(kind: DownloadErrorKind): string {
  const page = DOWNLOAD_ERROR_PAGES[kind];
  const body = typeof page.body === "function" ? page.body(site.supportEmail) : page.body;
  const form =
    kind === "invalid"
      ? `<form method="post" action="/api/download-link">
<label for="email">${escapeHtml(RESEND_FORM.label)}</label>
<input id="email" name="email" type="email" required autocomplete="email" maxlength="254" placeholder="${escapeHtml(RESEND_FORM.placeholder)}">
<button type="submit">${escapeHtml(RESEND_FORM.submit)}</button>
</form>
<p><a href="${RESEND_PATH}">${escapeHtml(DOWNLOAD_ERROR_PAGES.resendLink)}</a></p>`
      : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(`${page.title} | ${site.name}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.heading)}</h1>
<p>${escapeHtml(body)}</p>
${form}
<p><a href="/">${escapeHtml(DOWNLOAD_ERROR_PAGES.home)}</a></p>
</main>
</body>
</html>
`;
}

/** Every interpolated text goes through this, configuration included (SITE_NAME, SUPPORT_EMAIL). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The site's theme (app/globals.css): ink backgrounds, zinc text, brand green for actions and focus, the system's own font.
const STYLE = [
  ":root{color-scheme:dark}",
  "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0a0f0d;color:#f4f4f5;font:16px/1.6 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "main{max-width:34rem;margin:1rem;padding:2rem;border:1px solid #26332d;border-radius:.75rem;background:#111815}",
  "h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.3;color:#fafafa}",
  "p{color:#d4d4d8}",
  "form{display:flex;flex-direction:column;gap:.5rem;margin:1.5rem 0}",
  "label{font-weight:600}",
  "input{padding:.625rem .75rem;border:1px solid #26332d;border-radius:.5rem;background:#1a2420;color:#f4f4f5;font:inherit}",
  "button{padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#22c55e;color:#0a0f0d;font:inherit;font-weight:600;cursor:pointer}",
  "button:hover{background:#4ade80}",
  "a{color:#86efac}",
  ":focus-visible{outline:2px solid #4ade80;outline-offset:2px}",
].join("");
