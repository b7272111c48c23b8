import { LICENSE_PRICE, toPaypalValue } from "@/lib/money";
import { SHARE_IMAGE_PATH } from "@/lib/seo";
import { absoluteUrl, site } from "@/lib/site";

/** schema.org prices are decimal strings: "5.00". */
const PRICE_VALUE = toPaypalValue(LICENSE_PRICE.amountCents);

/** schema.org Organization for the landing page, with the support contact. */
export function organizationData() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    email: site.supportEmail,
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: site.supportEmail },
    sameAs: [site.communityUrl],
  };
}

/**
 * schema.org Product with its one Offer. All sales are final (terms, section 2),
 * so the return policy says returns are not permitted.
 */
export function productData(description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${site.name} Permanent License`,
    description,
    // Google's merchant listings require an image: the share card (1200x630 PNG).
    image: absoluteUrl(SHARE_IMAGE_PATH),
    brand: { "@type": "Brand", name: site.name },
    category: "Software > Game modification",
    offers: {
      "@type": "Offer",
      price: PRICE_VALUE,
      priceCurrency: LICENSE_PRICE.currency,
      availability: "https://schema.org/InStock",
      url: absoluteUrl("/payment"),
      hasMerchantReturnPolicy: {
        "@type": "MerchantReturnPolicy",
        applicableCountry: "US",
        returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
      },
    },
  };
}

export function faqPageData(entries: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}

export function howToData(input: { name: string; description: string; totalTime: string; steps: readonly { title: string; body: string }[] }) {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: input.name,
    description: input.description,
    totalTime: input.totalTime,
    estimatedCost: { "@type": "MonetaryAmount", currency: LICENSE_PRICE.currency, value: PRICE_VALUE },
    step: input.steps.map((s, i) => ({
      "@type": "HowToStep",
      position: i + 1,
      name: s.title,
      text: s.body,
      url: `${absoluteUrl("/tutorial")}#step-${i + 1}`,
    })),
  };
}

/** schema.org WebPage for documents such as the terms and the privacy policy. */
export function webPageData(meta: { title: string; description: string; path: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: meta.title,
    description: meta.description,
    url: absoluteUrl(meta.path),
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl("/") },
  };
}
