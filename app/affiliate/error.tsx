"use client";

import { ErrorScreen } from "@/components/errors/error-screen";

/**
 * The error boundary of the affiliate portal and its sign-in pages, inside the portal layout's <main>. The marketing pages have none: they are
 * prerendered server components, and an error there reaches app/global-error.tsx, which says the same
 * (a root app/error.tsx would be a client component in every page's first load).
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen reset={reset} landmark={false} />;
}
