import type { DocumentSection } from "@/lib/content/document";

import { DocumentContents, DocumentSections } from "@/components/marketing/document-sections";

type ApiDocsContent = { heading: string; intro: string; tocLabel: string };

/** A documentation page for developers: title, introduction, contents, then the sections; no client JavaScript. */
export function ApiDocs({ content, sections }: { content: ApiDocsContent; sections: readonly DocumentSection[] }) {
  return (
    <article className="mx-auto max-w-3xl">
      <header className="border-b border-ink-700 pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 sm:text-4xl">{content.heading}</h1>
        <p className="mt-4 leading-relaxed text-zinc-300">{content.intro}</p>
      </header>
      <DocumentContents label={content.tocLabel} sections={sections} />
      <DocumentSections sections={sections} />
    </article>
  );
}
