import type { LegalDocument as LegalDocumentContent } from "@/lib/content/legal";

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

      <nav aria-label={content.tocLabel} className="mt-6 rounded-xl border border-ink-700 bg-ink-900 p-5">
        <ol className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {content.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-zinc-300 underline-offset-2 hover:text-brand-300 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {content.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-6 text-xl font-bold text-zinc-50 sm:text-2xl">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-zinc-300">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-zinc-300 marker:text-brand-400">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.contact ? (
            <p className="mt-3 text-zinc-300">
              {section.contact.lead}{" "}
              <a href={`mailto:${section.contact.email}`} className="font-medium text-brand-400 underline underline-offset-2 hover:text-brand-300">
                {section.contact.email}
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}
