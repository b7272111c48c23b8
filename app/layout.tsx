import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";

import { site } from "@/lib/site";
import { checkSiteSettings } from "@/lib/site-schema";

import "./globals.css";

// Inter from its npm package (no fetch at build time), latin subset only; next/font
// preloads it and sizes the fallback to match, so text does not shift when it arrives.
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  // "optional": the preloaded font is used if it is there for the first paint, and never swapped in later,
  // so the largest paint is not pushed back by a re-render in the web font.
  display: "optional",
  variable: "--font-inter",
});

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
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
