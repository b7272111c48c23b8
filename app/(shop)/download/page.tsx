import type { Metadata } from "next";

import { PlaceholderPage } from "@/components/marketing/placeholder-page";

// TODO(#3): replace this placeholder with the real page.
export const metadata: Metadata = { title: "Download", robots: { index: false, follow: false } };

export default function Page() {
  return <PlaceholderPage heading="Download" />;
}
