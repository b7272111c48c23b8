"use client";

import { Download } from "lucide-react";

import { DOWNLOAD_CARD, DOWNLOAD_TOASTS } from "@/lib/content/download";

import { toast } from "@/components/ui/toast";

/** Starts the jar download by navigation (the server checks the token again and streams the file). */
export function DownloadButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      onClick={() => toast.success(DOWNLOAD_TOASTS.downloadStarting.title)}
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-500 px-6 py-3 text-base font-semibold text-ink-950 shadow-lg shadow-brand-500/20 hover:bg-brand-400"
    >
      <Download aria-hidden className="size-5" />
      {DOWNLOAD_CARD.button}
    </a>
  );
}
