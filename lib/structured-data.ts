import { toPaypalValue } from "@/lib/money";
import { describe, SHARE_IMAGE_PATH, type PageMeta } from "@/lib/seo";
import { absoluteUrl, site } from "@/lib/site";

/**
 * The price a page shows, as lib/pricing/current-price.ts computes it: the structured data states exactly that,
 * so it never disagrees with the page's text. A sale's end is the offer's priceValidUntil.
 */
export type OfferedPrice = { amountCents: number; currency: string; sale: { endsAt: Date } | null };

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
 * schema.org Product with its one Offer at the price the page shows. All sales
 * are final (terms, section 2), so the return policy says returns are not permitted.
 */
export function productData(description: string, price: OfferedPrice) {
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
      // schema.org prices are decimal strings: "5.00".
      price: toPaypalValue(price.amountCents),
      priceCurrency: price.currency,
      // A sale's price holds until its end (a date, UTC); the regular price has no end.
      ...(price.sale && { priceValidUntil: price.sale.endsAt.toISOString().slice(0, 10) }),
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

export function howToData(input: {
  name: string;
  description: string;
  totalTime: string;
  steps: readonly { title: string; body: string }[];
  price: OfferedPrice;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: input.name,
    description: input.description,
    totalTime: input.totalTime,
    estimatedCost: { "@type": "MonetaryAmount", currency: input.price.currency, value: toPaypalValue(input.price.amountCents) },
    step: input.steps.map((s, i) => ({
      "@type": "HowToStep",
      position: i + 1,
      name: s.title,
      text: s.body,
      url: `${absoluteUrl("/tutorial")}#step-${i + 1}`,
    })),
  };
}

/** schema.org WebPage for documents such as the terms and the privacy policy (`price`: for a description that names it). */
export function webPageData(meta: Pick<PageMeta, "title" | "description" | "path">, price?: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: meta.title,
    description: describe(meta, price),
    url: absoluteUrl(meta.path),
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl("/") },
  };
}
