import type { Metadata } from "next";
import Link from "next/link";

import { MailQuestion } from "lucide-react";

import { ACCOUNT_PATHS } from "@/lib/content/account";
import { RESEND_FORM, RESEND_META, RESEND_PAGE, RESEND_QUEUED_MESSAGE, RESEND_SENT_MESSAGE, type ResendFormError } from "@/lib/content/delivery";
import { mailDelivery } from "@/lib/downloads/mail-delivery";
import { pageMetadata } from "@/lib/seo";

import { ButtonLink } from "@/components/ui/button-link";
import { StaticIcon } from "@/components/ui/static-icon";

import { ResendLinkForm } from "@/components/delivery/resend-link-form";

// pageMetadata has no robots option: a page about someone's purchase is kept out of search results here.
export const metadata: Metadata = { ...pageMetadata(RESEND_META), robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * "Lost your download link?". Reads ?sent=1 / ?error=… (where the no-JavaScript
 * form post lands), so the outcome is in the server-rendered HTML. The (shop)
 * layout provides <main> and the footer.
 */
export default async function ResendPage({ searchParams }: { searchParams: SearchParams }) {
  const { sent, error } = await searchParams;
  const known = typeof error === "string" && Object.hasOwn(RESEND_FORM.errors, error) ? (error as ResendFormError) : null;
  return (
    <div className="mx-auto flex max-w-xl flex-col py-6">
      <div className="rounded-xl border border-ink-700 bg-ink-900 p-6 sm:p-8">
        <StaticIcon icon={MailQuestion} className="size-10 text-brand-400" />
        <h1 className="mt-4 text-3xl font-bold text-zinc-50">{RESEND_PAGE.heading}</h1>
        <p className="mt-3 text-zinc-300">{RESEND_PAGE.intro}</p>
        <ResendLinkForm sent={sent === "1"} sentMessage={mailDelivery() === "smtp" ? RESEND_SENT_MESSAGE : RESEND_QUEUED_MESSAGE} error={known} />
        <p className="mt-6 border-t border-ink-700 pt-4 text-sm text-zinc-300">
          {RESEND_PAGE.account}{" "}
          <Link href={ACCOUNT_PATHS.home} className="text-brand-300 underline underline-offset-2">
            {RESEND_PAGE.accountLink}
          </Link>
        </p>
      </div>
      <ButtonLink href="/" variant="secondary" className="mt-6 self-center">
        {RESEND_PAGE.home}
      </ButtonLink>
    </div>
  );
}
