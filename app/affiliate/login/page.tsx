import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { KeyRound } from "lucide-react";

import { currentAffiliate } from "@/lib/affiliates/affiliate-session";
import { AFFILIATE_LOGIN_META, AFFILIATE_PATHS, AFFILIATE_LOGIN_PAGE as P } from "@/lib/content/affiliate-portal";
import { pageMetadata } from "@/lib/seo";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { SignInRequestForm } from "@/components/affiliate/sign-in-request-form";

export const metadata: Metadata = { ...pageMetadata(AFFILIATE_LOGIN_META), robots: { index: false, follow: false } };

/** Affiliate sign-in: the address, then a one-time link by e-mail. A signed-in affiliate goes straight to the portal. */
export default async function AffiliateLoginPage() {
  if (await currentAffiliate()) redirect(AFFILIATE_PATHS.portal);
  return (
    <div className="mx-auto flex max-w-xl flex-col py-6">
      <div className="rounded-xl border border-ink-700 bg-ink-900 p-6 sm:p-8">
        <StaticIcon icon={KeyRound} className="size-10 text-brand-400" />
        <h1 className="mt-4 text-3xl font-bold text-zinc-50">{P.heading}</h1>
        <p className="mt-3 text-zinc-300">{P.intro}</p>
        <SignInRequestForm />
      </div>
      <ButtonLink href="/" variant="secondary" className="mt-6 self-center">
        {P.home}
      </ButtonLink>
    </div>
  );
}
