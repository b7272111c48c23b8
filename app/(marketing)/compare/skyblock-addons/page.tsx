import { COMPARISONS } from "@/lib/content/compare";
import { pageMetadata } from "@/lib/seo";

import { ComparePage } from "@/components/marketing/compare-page";

export const metadata = pageMetadata(COMPARISONS["skyblock-addons"].meta);

export default function CompareSkyblockAddonsPage() {
  return <ComparePage comparison={COMPARISONS["skyblock-addons"]} />;
}
