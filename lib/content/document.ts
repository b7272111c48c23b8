/** A section of a long document page (terms, privacy, the license API): rendered by components/marketing/document-sections.tsx. */
export type DocumentSection = {
  /** The heading's anchor, linked from the page's contents. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Shown as a preformatted block after the paragraphs and the list. */
  code?: string;
  /** Shown last, as "{lead} <link>". */
  link?: { lead: string; href: string; label: string };
};

/** A section's closing link to an e-mail address, shown as the address. */
export const mailLink = (lead: string, email: string): NonNullable<DocumentSection["link"]> => ({ lead, href: `mailto:${email}`, label: email });
