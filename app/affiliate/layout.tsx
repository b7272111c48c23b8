import type { Metadata } from "next";

import { PortalFrame } from "@/components/portal/portal-frame";

// Sign-in pages and a personal portal: nothing here belongs in search results.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The affiliate portal and its sign-in pages. */
export default function AffiliateLayout({ children }: { children: React.ReactNode }) {
  return <PortalFrame>{children}</PortalFrame>;
}
