import { COMPARISONS } from "@/lib/content/compare";
import { pageMetadata } from "@/lib/seo";

import { ComparePage } from "@/components/marketing/compare-page";

export const metadata = pageMetadata(COMPARISONS.skytils.meta);

export default function CompareSkytilsPage() {
  return <ComparePage comparison={COMPARISONS.skytils} />;
}
