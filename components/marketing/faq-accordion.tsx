import { ChevronDown } from "lucide-react";

import type { FaqCategory, FaqEntry } from "@/lib/content/faq";

import { StaticIcon } from "@/components/ui/static-icon";

import { FaqCategoryButtons } from "@/components/marketing/faq-category-buttons";

type FaqAccordionProps = {
  entries: readonly FaqEntry[];
  categories: readonly FaqCategory[];
  categoriesLabel: string;
};

/**
 * The FAQ list as native disclosures: several answers can be open at once, the first starts open, and opening
 * one needs no JavaScript. Closed answers stay in the HTML, so crawlers read what the FAQPage data names. Only
 * the category buttons, which open and scroll to a question, are a client leaf.
 */
export function FaqAccordion({ entries, categories, categoriesLabel }: FaqAccordionProps) {
  const targets = categories.flatMap((category) => {
    const first = entries.find((entry) => entry.category === category.id);
    return first ? [{ label: category.label, target: first.id }] : [];
  });
  return (
    <>
      <FaqCategoryButtons label={categoriesLabel} targets={targets} />
      <div className="space-y-3">
        {entries.map((entry, index) => (
          <details
            key={entry.id}
            id={entry.id}
            open={index === 0}
            className="group scroll-mt-4 rounded-xl border border-ink-700 bg-ink-900 open:border-brand-600"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-zinc-50 hover:text-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 [&::-webkit-details-marker]:hidden">
              <h2 className="min-w-0 text-base font-semibold break-words sm:text-lg">{entry.question}</h2>
              <StaticIcon
                icon={ChevronDown}
                className="size-5 shrink-0 text-brand-400 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="px-5 pb-5 text-zinc-300">
              <p className="leading-relaxed">{entry.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </>
  );
}
