import { COMPARISONS } from "@/lib/content/compare";
import { pageMetadata } from "@/lib/seo";

import { ComparePage } from "@/components/marketing/compare-page";

export const metadata = pageMetadata(COMPARISONS.neu.meta);

export default function CompareNeuPage() {
  return <ComparePage comparison={COMPARISONS.neu} />;
}
