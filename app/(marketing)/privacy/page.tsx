import { PRIVACY, PRIVACY_META } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo";
import { webPageData } from "@/lib/structured-data";

import { JsonLd } from "@/components/marketing/json-ld";
import { LegalDocument } from "@/components/marketing/legal-document";

export const metadata = pageMetadata(PRIVACY_META);

export default function PrivacyPage() {
  return (
    <>
      <JsonLd data={webPageData(PRIVACY_META)} />
      <LegalDocument content={PRIVACY} />
    </>
  );
}
