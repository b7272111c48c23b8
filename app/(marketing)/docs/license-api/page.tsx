import { LICENSE_API_META, LICENSE_API_PAGE, LICENSE_API_SECTIONS } from "@/lib/content/license-api";
import { pageMetadata } from "@/lib/seo";
import { webPageData } from "@/lib/structured-data";

import { ApiDocs } from "@/components/marketing/api-docs";
import { JsonLd } from "@/components/marketing/json-ld";

export const metadata = pageMetadata(LICENSE_API_META);

export default function LicenseApiPage() {
  return (
    <>
      <JsonLd data={webPageData(LICENSE_API_META)} />
      <ApiDocs content={LICENSE_API_PAGE} sections={LICENSE_API_SECTIONS} />
    </>
  );
}
