"use client";

/** The FAQ's topic buttons: each opens the first question of its topic, scrolls it to the top and focuses it. */
export function FaqCategoryButtons({ label, targets }: { label: string; targets: readonly { label: string; target: string }[] }) {
  function show(target: string) {
    const item = document.getElementById(target);
    if (!(item instanceof HTMLDetailsElement)) return;
    item.open = true;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    item.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    // The question (the disclosure's summary) takes the focus without fighting the scroll above.
    item.querySelector("summary")?.focus({ preventScroll: true });
  }

  return (
    <div role="group" aria-label={label} className="mb-8 flex flex-wrap justify-center gap-2">
      {targets.map(({ label: topic, target }) => (
        <button
          key={target}
          type="button"
          onClick={() => show(target)}
          className="rounded-full border border-ink-700 bg-ink-900 px-4 py-2 text-sm font-medium text-zinc-100 transition-colors hover:border-brand-500 hover:text-brand-300"
        >
          {topic}
        </button>
      ))}
    </div>
  );
}
