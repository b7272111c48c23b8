"use client";

import Link from "next/link";

import { UNEXPECTED_ERROR } from "@/lib/content/errors";

/** The error boundary: a way back, never a stack trace (the server logs the error with its digest). */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-zinc-50">{UNEXPECTED_ERROR.heading}</h1>
      <p className="mt-3 text-zinc-300">{UNEXPECTED_ERROR.body}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="rounded-lg border border-ink-700 px-5 py-3 font-semibold text-zinc-100 hover:border-brand-500">
          {UNEXPECTED_ERROR.retry}
        </button>
        <Link href="/" className="rounded-lg bg-brand-500 px-5 py-3 font-semibold text-ink-950 hover:bg-brand-400">
          {UNEXPECTED_ERROR.home}
        </Link>
      </div>
    </main>
  );
}
