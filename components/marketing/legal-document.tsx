import type { LegalDocument as LegalDocumentContent } from "@/lib/content/legal";

import { DocumentContents, DocumentSections } from "@/components/marketing/document-sections";

/** Terms and privacy share one layout: title, date, version, contents, numbered sections with anchors. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <article className="mx-auto max-w-3xl">
      <header className="border-b border-ink-700 pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">{content.title}</h1>
        <p className="mt-3 text-sm text-zinc-400">
          {content.date.label} <time dateTime={content.date.iso}>{content.date.text}</time>
        </p>
        {content.version ? <p className="mt-1 text-sm text-zinc-400">{content.version}</p> : null}
        <p className="mt-4 text-zinc-300">{content.intro}</p>
      </header>
      <DocumentContents label={content.tocLabel} sections={content.sections} />
      <DocumentSections sections={content.sections} />
    </article>
  );
}
