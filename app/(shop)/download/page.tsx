import type { Metadata } from "next";
import Link from "next/link";

import { discordLinkOf } from "@/lib/buyer-role/discord-link-of";
import { RESEND_PATH } from "@/lib/content/delivery";
import { DOWNLOAD_META, INACTIVE_LICENSE_PAGE, DOWNLOAD_PAGE as P } from "@/lib/content/download";
import { RELEASE_LOG } from "@/lib/content/navigation";
import { discordConfig } from "@/lib/discord/discord-config";
import { receiptPath } from "@/lib/downloads/download-link";
import { getPurchaseTimeline, type PurchaseTimeline } from "@/lib/downloads/purchase-timeline";
import { resolveDownloadAccess } from "@/lib/downloads/resolve-download-access";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";

import { ButtonLink } from "@/components/ui/button-link";

import { DownloadActivationLazy } from "@/components/download/download-page-leaves";
import { DownloadReady } from "@/components/download/download-ready";
import { InvalidDownloadLink } from "@/components/download/invalid-download-link";
import { PurchaseStatus } from "@/components/download/purchase-status";

// Shared like the other pages (og:type, og:url, canonical), never indexed: what it shows belongs to one buyer.
export const metadata: Metadata = { ...pageMetadata(DOWNLOAD_META), robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The printable receipt's link, for a purchase with a receipt number (TAX_MODE=vat): the same token opens it. */
function receiptHref(access: string, timeline: PurchaseTimeline): string | undefined {
  return timeline.receiptNumber ? receiptPath(access) : undefined;
}

/**
 * The server decides what this page shows: with `access` (the signed token
 * from the payment, the receipt or a resend), it verifies the token and
 * shows the download and the purchase's status; without it, the client leaf
 * runs the spec's activation paths, which end back here with a token or at
 * /payment. A genuine link whose license is no longer active (refunded,
 * revoked) still shows the status, never the download.
 */
export default async function DownloadPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const access = first(params.access);

  let body: React.ReactNode;
  // The activation states link it themselves, and an invalid link shows the resend form itself.
  let showLostLink = false;
  if (access === undefined) {
    body = <DownloadActivationLazy />;
  } else {
    const [result, timeline] = await Promise.all([resolveDownloadAccess(access), getPurchaseTimeline(access)]);
    const discord = result.ok && discordConfig() ? { linkedName: (await discordLinkOf(result.minecraftUuid))?.name ?? null } : undefined;
    showLostLink = result.ok;
    body = result.ok ? (
      <>
        <DownloadReady
          username={result.username}
          release={result.release}
          accessToken={access}
          justActivated={first(params.status) === "success"}
          scanMode={env.VIRUSTOTAL_API_KEY ? "virustotal" : "hash-only"}
          discord={discord}
        />
        {timeline ? <PurchaseStatus timeline={timeline} receiptHref={receiptHref(access, timeline)} /> : null}
      </>
    ) : result.reason === "revoked" && timeline ? (
      <>
        <div className="mx-auto max-w-xl py-6 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">{INACTIVE_LICENSE_PAGE.heading}</h1>
          <p className="mt-3 text-zinc-300">{INACTIVE_LICENSE_PAGE.subtitle(site.supportEmail)}</p>
        </div>
        <PurchaseStatus timeline={timeline} receiptHref={receiptHref(access, timeline)} />
      </>
    ) : (
      <InvalidDownloadLink />
    );
  }

  return (
    <>
      {body}
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        {showLostLink ? (
          <Link href={RESEND_PATH} className="text-sm text-brand-300 underline underline-offset-2">
            {P.lostLink}
          </Link>
        ) : null}
        <ButtonLink href="/" variant="secondary">
          {P.backHome}
        </ButtonLink>
        <Link href="/releases" className="mt-4 block text-brand-300 underline underline-offset-2">
          {RELEASE_LOG}
        </Link>
      </div>
    </>
  );
}
