import type { Metadata, Viewport } from "next";

import { site } from "@/lib/site";
import { checkSiteSettings } from "@/lib/site-schema";

import "./globals.css";

// A malformed SITE_* setting stops the build and the server here (lib/site.ts, bundled for the browser, checks nothing).
checkSiteSettings();

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: "#0a0f0d", colorScheme: "dark" };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
