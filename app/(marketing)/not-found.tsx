import type { Metadata } from "next";

import { NOT_FOUND } from "@/lib/content/errors";

import { NotFoundContent } from "@/components/marketing/not-found-content";

export const metadata: Metadata = { title: NOT_FOUND.title, robots: { index: false } };

// Unknown public paths: the marketing layout gives header, footer and <main>.
export default function MarketingNotFound() {
  return <NotFoundContent />;
}
