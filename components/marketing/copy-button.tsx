"use client";

import { useEffect, useRef, useState } from "react";

import { Check, Copy } from "lucide-react";

import { COPY_BUTTON } from "@/lib/content/copy-button";

import { toast } from "@/components/ui/toast";

/** How long the button shows its copied state (spec: copy indicator 2 seconds). */
const COPIED_MS = 2000;

/** Copies `text` to the clipboard; `label` is the accessible name, e.g. "Copy /ahsniper". */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    return () => clearTimeout(timer.current);
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(COPY_BUTTON.toastFailed);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    toast.success(COPY_BUTTON.toastCopied);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      aria-label={label}
      data-copied={copied}
      onClick={copy}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-ink-700 bg-ink-800 px-3 py-2 text-sm font-medium text-zinc-100 transition-colors hover:border-brand-500 hover:text-brand-300"
    >
      <Icon aria-hidden className={`size-4 ${copied ? "text-brand-400" : ""}`} />
      <span>{copied ? COPY_BUTTON.copied : COPY_BUTTON.idle}</span>
    </button>
  );
}
