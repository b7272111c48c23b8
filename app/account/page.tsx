import type { Metadata } from "next";

import { KeyRound, LogOut } from "lucide-react";

import { readAccountOverview } from "@/lib/account/account-overview";
import { currentBuyer } from "@/lib/account/account-session";
import { signOutBuyerAction, signOutBuyerEverywhereAction } from "@/lib/account/actions/account";
import { ACCOUNT_META, ACCOUNT_NOTICES, ACCOUNT_PATHS, ACCOUNT_SIGN_IN_FORM as F, ACCOUNT_PAGE as P, type AccountNotice } from "@/lib/content/account";
import { discordConfig } from "@/lib/discord/discord-config";
import { pageMetadata } from "@/lib/seo";

import { Button, buttonClass } from "@/components/ui/button";
import { StaticIcon } from "@/components/ui/static-icon";

import { AccountOverview } from "@/components/account/account-overview";
import { EmailChangeForm } from "@/components/account/email-change-form";
import { AccountSignInForm } from "@/components/account/sign-in-form";

export const metadata: Metadata = { ...pageMetadata(ACCOUNT_META), robots: { index: false, follow: false } };

/**
 * The buyer's account: everything bought with their address, behind a code e-mailed to it. Checks the buyer's own
 * session on the server; without one, the sign-in form (an admin's or an affiliate's session does not count).
 */
export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const buyer = await currentBuyer();
  if (!buyer) {
    return (
      <div className="mx-auto max-w-xl py-6">
        <div className="rounded-xl border border-ink-700 bg-ink-900 p-6 sm:p-8">
          <StaticIcon icon={KeyRound} className="size-10 text-brand-400" />
          <h1 className="mt-4 text-3xl font-bold text-zinc-50">{F.heading}</h1>
          <p className="mt-3 text-zinc-300">{F.intro}</p>
          <AccountSignInForm />
        </div>
      </div>
    );
  }
  const account = await readAccountOverview(buyer.email);
  const { notice } = await searchParams;
  const noticeText = typeof notice === "string" && Object.hasOwn(ACCOUNT_NOTICES, notice) ? ACCOUNT_NOTICES[notice as AccountNotice] : null;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-zinc-50">{P.heading}</h1>
          <p className="mt-1 text-zinc-300">{P.signedInAs(buyer.email)}</p>
        </div>
        <form action={signOutBuyerAction}>
          <Button type="submit" variant="outline">
            <StaticIcon icon={LogOut} className="size-4" />
            {P.signOut}
          </Button>
        </form>
      </header>
      {noticeText ? (
        <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-200">
          {noticeText}
        </p>
      ) : null}
      <AccountOverview account={account} discord={discordConfig() !== null} />
      <section aria-labelledby="account-email" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="account-email" className="text-xl font-semibold text-zinc-50">
          {P.email.heading}
        </h2>
        <p className="mt-2 text-sm text-zinc-300">{P.email.intro}</p>
        <EmailChangeForm />
      </section>
      <section aria-labelledby="account-data" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="account-data" className="text-xl font-semibold text-zinc-50">
          {P.data.heading}
        </h2>
        <p className="mt-2 text-sm text-zinc-300">{P.data.intro}</p>
        <a href={`${ACCOUNT_PATHS.home}/export`} download className={buttonClass({ variant: "outline", className: "mt-4" })}>
          {P.data.export}
        </a>
      </section>
      <section aria-labelledby="account-sessions" className="rounded-xl border border-ink-700 bg-ink-900 p-6">
        <h2 id="account-sessions" className="text-xl font-semibold text-zinc-50">
          {P.signOutEverywhere}
        </h2>
        <p className="mt-2 text-sm text-zinc-300">{P.signOutEverywhereHint}</p>
        <form action={signOutBuyerEverywhereAction} className="mt-4">
          <Button type="submit" variant="caution">
            {P.signOutEverywhere}
          </Button>
        </form>
      </section>
    </div>
  );
}
