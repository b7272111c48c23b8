import type { Metadata } from "next";

import { COMPARISONS } from "@/lib/content/compare";
import { currentPrice } from "@/lib/pricing/current-price";
import { pageMetadata } from "@/lib/seo";

import { ComparePage } from "@/components/marketing/compare-page";

/** The description and the share card's alt name the price shown now: a sale's start and end refresh them with the page. */
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(COMPARISONS.neu.meta, (await currentPrice()).text);
}

export default function CompareNeuPage() {
  return <ComparePage comparison={COMPARISONS.neu} />;
}
