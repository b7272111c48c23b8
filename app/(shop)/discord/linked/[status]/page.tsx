import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { DISCORD_LINK_RESULT_META, DISCORD_LINK_RESULTS, type DiscordLinkResult } from "@/lib/content/discord";
import { pageMetadata } from "@/lib/seo";

import { ButtonLink } from "@/components/ui/button-link";

export const metadata: Metadata = { ...pageMetadata(DISCORD_LINK_RESULT_META), robots: { index: false, follow: false } };

const STATUSES = Object.keys(DISCORD_LINK_RESULTS).filter((key): key is DiscordLinkResult => key !== "back");

/** One prerendered page per outcome: nothing personal is in it or in its address. */
export function generateStaticParams() {
  return STATUSES.map((status) => ({ status }));
}

export const dynamicParams = false;

/** Where a Discord link ends (app/(shop)/discord/callback): what happened, and the way back. No client JavaScript of its own. */
export default async function DiscordLinkResultPage({ params }: { params: Promise<{ status: string }> }) {
  const { status } = await params;
  const text = STATUSES.find((known) => known === status);
  if (!text) notFound();
  const { heading, body } = DISCORD_LINK_RESULTS[text];
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">{heading}</h1>
      <p className="mt-4 text-zinc-300">{body}</p>
      <ButtonLink href="/" variant="secondary" className="mt-8">
        {DISCORD_LINK_RESULTS.back}
      </ButtonLink>
    </div>
  );
}
