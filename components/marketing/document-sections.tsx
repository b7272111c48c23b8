import type { DocumentSection } from "@/lib/content/document";

/** A long document's contents: one anchor link per section, in two columns from the small breakpoint. */
export function DocumentContents({ label, sections }: { label: string; sections: readonly DocumentSection[] }) {
  return (
    <nav aria-label={label} className="mt-6 rounded-xl border border-ink-700 bg-ink-900 p-5">
      <ol className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-zinc-300 underline-offset-2 hover:text-brand-300 hover:underline">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A long document's sections, each with its anchored heading, paragraphs, list, code block and closing link; no client JavaScript. */
export function DocumentSections({ sections }: { sections: readonly DocumentSection[] }) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="scroll-mt-6 text-xl font-bold text-zinc-50 sm:text-2xl">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed break-words text-zinc-300">
          {paragraph}
        </p>
      ))}
      {section.code ? (
        // Wrapped rather than scrolled: nothing on the page scrolls sideways, and no focus stop is needed to read it.
        <pre className="mt-4 rounded-lg border border-ink-700 bg-ink-950 p-4 font-mono text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-brand-300">
          <code>{section.code}</code>
        </pre>
      ) : null}
      {section.list ? (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed break-words text-zinc-300 marker:text-brand-400">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.link ? (
        <p className="mt-3 text-zinc-300">
          {section.link.lead}{" "}
          <a href={section.link.href} className="font-medium text-brand-400 underline underline-offset-2 hover:text-brand-300">
            {section.link.label}
          </a>
        </p>
      ) : null}
    </section>
  ));
}
