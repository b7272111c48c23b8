import { describe, expect, it } from "vitest";

import { PRIVACY, TERMS } from "@/lib/content/legal";
import { PUBLIC_ROUTES } from "@/lib/content/public-routes";
import { absoluteUrl } from "@/lib/site";

import sitemap from "@/app/sitemap";

describe("sitemap", () => {
  const entries = sitemap();
  const entry = (path: string) => entries.find((e) => e.url === absoluteUrl(path));

  it("lists /payment, the Offer's URL, beside every public page", () => {
    expect(entry("/payment")).toBeDefined();
    for (const route of PUBLIC_ROUTES) expect(entry(route)).toBeDefined();
    expect(entries).toHaveLength(PUBLIC_ROUTES.length + 1);
  });

  it("dates each page by its content: the legal documents by their own date, none in the future", () => {
    expect(entry("/terms")?.lastModified).toBe(TERMS.date.iso);
    expect(entry("/privacy")?.lastModified).toBe(PRIVACY.date.iso);
    for (const e of entries) {
      expect(String(e.lastModified)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(String(e.lastModified)).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
