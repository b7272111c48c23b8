import { describe, expect, it } from "vitest";

import { LANDING_META } from "@/lib/content/landing";
import { PRIVACY_META } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo";

describe("a page's metadata", () => {
  it("names the price shown now in the description, og:description and the share card's alt, as a sale changes it", () => {
    for (const price of ["$5", "$3"]) {
      const metadata = pageMetadata(LANDING_META, price);
      expect(metadata.description).toContain(`${price} one-time permanent license`);
      expect(metadata.openGraph?.description).toBe(metadata.description);
      expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ alt: `AH Sniper - ${price} lifetime license` })]);
      expect(metadata.twitter?.images).toEqual([expect.objectContaining({ alt: `AH Sniper - ${price} lifetime license` })]);
    }
  });

  it("refuses to render a priced description without the price, and needs none for a page that names no price", () => {
    expect(() => pageMetadata(LANDING_META)).toThrow(/names the price/);
    expect(pageMetadata(PRIVACY_META).openGraph?.images).toEqual([expect.objectContaining({ alt: "AH Sniper - lifetime license" })]);
  });
});
