import type { Metadata } from "next";

import { Gift } from "lucide-react";

import { REDEEM_PAGE as P, REDEEM_META } from "@/lib/content/gifts";
import { BACK_HOME } from "@/lib/content/navigation";
import { USERNAME_MAX_LENGTH } from "@/lib/payments/schemas";
import { pageMetadata } from "@/lib/seo";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { RedeemForm } from "@/components/gifts/redeem-form";

// Not in the sitemap: it serves those who hold a code, who come from its e-mail, the gift card or /payment.
export const metadata: Metadata = { ...pageMetadata(REDEEM_META), robots: { index: false, follow: true } };

/** Redeem a gift code: prerendered; the form is the page's one interactive leaf. */
export default function RedeemPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col py-6">
      <div className="rounded-xl border border-ink-700 bg-ink-900 p-6 sm:p-8">
        <StaticIcon icon={Gift} className="size-10 text-brand-400" />
        <h1 className="mt-4 text-3xl font-bold text-zinc-50">{P.heading}</h1>
        <p className="mt-3 text-zinc-300">{P.intro}</p>
        <RedeemForm usernameMaxLength={USERNAME_MAX_LENGTH} />
      </div>
      <ButtonLink href="/" variant="secondary" className="mt-6 self-center">
        {BACK_HOME}
      </ButtonLink>
    </div>
  );
}
