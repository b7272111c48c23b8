import "server-only";

import type { ReactElement } from "react";

import { render } from "react-email";

/** What a template renders: the outbox row's subject, its plain-text body and its HTML body. */
export type Mail = { subject: string; text: string; html: string };

/**
 * The plain-text part, one paragraph per line: a block the layout marks with
 * data-text-gap is followed by a blank line, as the mails read before they had
 * an HTML part. Links print their address once (react-email's defaults).
 */
const TEXT_OPTIONS = {
  selectors: [
    { selector: "p", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "table", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "td", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "[data-text-gap=true]", format: "block", options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: "hr", format: "skip" },
  ],
};

/** Renders a template's element to both parts; the HTML and the text come from the same tree, so they cannot disagree. */
export async function renderMail(subject: string, element: ReactElement): Promise<Mail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })]);
  return { subject, html, text: text.trim() };
}
