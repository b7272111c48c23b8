import type { Metadata } from "next";

import { PortalFrame } from "@/components/portal/portal-frame";

// A sign-in page and a personal account: nothing here belongs in search results.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The buyer's account and its sign-in pages. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <PortalFrame>{children}</PortalFrame>;
}
