import { BANNER_ALT, bannerHtml, BANNERS, AFFILIATE_MATERIALS as M, PROMO_TEXTS, promoText } from "@/lib/content/affiliate-materials";
import { absoluteUrl } from "@/lib/site";

import { CopyButton } from "@/components/marketing/copy-button";

/**
 * The portal's marketing materials: each banner with its download and the HTML that links it to the
 * affiliate's referral link, and texts to share with the link in place. Server-rendered; only the copy
 * buttons are client leaves.
 */
export function MarketingMaterials({ link }: { link: string }) {
  return (
    <section aria-labelledby="marketing-materials" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
      <h2 id="marketing-materials" className="text-xl font-semibold text-zinc-50">
        {M.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-300">{M.intro}</p>

      <h3 className="mt-6 text-lg font-semibold text-zinc-100">{M.bannersHeading}</h3>
      <ul className="mt-3 space-y-6">
        {BANNERS.map((banner) => {
          const src = `/banners/${banner.file}`;
          return (
            <li key={banner.file} className="rounded-lg border border-ink-800 bg-ink-950 p-4">
              <p className="font-medium text-zinc-100">{banner.name}</p>
              {/* eslint-disable-next-line @next/next/no-img-element -- a generated PNG shown at its own size, the way affiliates will embed it */}
              <img src={src} width={banner.width} height={banner.height} alt={BANNER_ALT} loading="lazy" className="mt-3 h-auto max-w-full rounded" />
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <a href={src} download className="text-sm font-medium text-brand-400 underline underline-offset-2 hover:text-brand-300">
                  {M.download}
                </a>
                <CopyButton text={bannerHtml(banner, absoluteUrl(src), link)} label={M.copyHtml(banner.name)} />
              </div>
            </li>
          );
        })}
      </ul>

      <h3 className="mt-8 text-lg font-semibold text-zinc-100">{M.textsHeading}</h3>
      <ul className="mt-3 space-y-4">
        {PROMO_TEXTS.map((promo) => {
          const text = promoText(promo.text, link);
          return (
            <li key={promo.name} className="rounded-lg border border-ink-800 bg-ink-950 p-4">
              <div className="flex items-center justify-between gap-3">
                <p className="font-medium text-zinc-100">{promo.name}</p>
                <CopyButton text={text} label={M.copyText(promo.name)} />
              </div>
              <p className="mt-2 text-sm leading-relaxed break-words text-zinc-300">{text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
