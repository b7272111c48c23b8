import type { Metadata } from "next";

import { NOT_FOUND } from "@/lib/content/errors";

import { NotFoundContent } from "@/components/marketing/not-found-content";

export const metadata: Metadata = { title: NOT_FOUND.title, robots: { index: false } };

// Outside the marketing layout (e.g. notFound() under /admin or /download): no header, its own <main>.
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh items-center">
      <NotFoundContent />
    </main>
  );
}
