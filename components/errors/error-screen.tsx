"use client";

import Link from "next/link";

import { UNEXPECTED_ERROR } from "@/lib/content/errors";

/**
 * The error boundaries' screen: a way back, never a stack trace (the server logs the error with its digest).
 * `landmark`: whether it is the page's <main>, or sits inside a layout's.
 */
export function ErrorScreen({ reset, landmark }: { reset: () => void; landmark: boolean }) {
  const Wrapper = landmark ? "main" : "div";
  return (
    <Wrapper
      id={landmark ? "main" : undefined}
      className={`mx-auto flex max-w-xl flex-col items-center justify-center px-4 text-center ${landmark ? "min-h-dvh" : "min-h-[50dvh]"}`}
    >
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
    </Wrapper>
  );
}
