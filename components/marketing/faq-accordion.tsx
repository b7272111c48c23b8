"use client";

import { useState } from "react";

import type { FaqCategory, FaqEntry } from "@/lib/content/faq";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

type FaqAccordionProps = {
  entries: readonly FaqEntry[];
  categories: readonly FaqCategory[];
  categoriesLabel: string;
};

/** The FAQ list: several answers can be open at once; the first starts open. */
export function FaqAccordion({ entries, categories, categoriesLabel }: FaqAccordionProps) {
  const [open, setOpen] = useState<string[]>(() => (entries[0] ? [entries[0].id] : []));

  function showCategory(categoryId: FaqCategory["id"]) {
    const first = entries.find((entry) => entry.category === categoryId);
    if (!first) return;
    setOpen((ids) => (ids.includes(first.id) ? ids : [...ids, first.id]));

    const item = document.getElementById(first.id);
    if (!item) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    item.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    // The item's first button is its trigger; focus it without fighting the scroll above.
    item.querySelector("button")?.focus({ preventScroll: true });
  }

  return (
    <>
      <div role="group" aria-label={categoriesLabel} className="mb-8 flex flex-wrap justify-center gap-2">
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            onClick={() => showCategory(category.id)}
            className="rounded-full border border-ink-700 bg-ink-900 px-4 py-2 text-sm font-medium text-zinc-100 transition-colors hover:border-brand-500 hover:text-brand-300"
          >
            {category.label}
          </button>
        ))}
      </div>
      <Accordion type="multiple" value={open} onValueChange={setOpen} className="space-y-3">
        {entries.map((entry) => (
          <AccordionItem key={entry.id} value={entry.id} id={entry.id} className="scroll-mt-4">
            <AccordionTrigger headingLevel="h2">{entry.question}</AccordionTrigger>
            {/* Kept in the HTML (display: none) while closed, so crawlers see the answers the FAQPage data names. */}
            <AccordionContent forceMount className="data-[state=closed]:hidden">
              <p className="leading-relaxed">{entry.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </>
  );
}
