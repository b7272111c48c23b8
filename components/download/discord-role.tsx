import { DISCORD_ROLE as D } from "@/lib/content/discord";

/**
 * "Get the Buyer role on Discord": a plain form that posts the buyer's download token to /discord/link,
 * which sends them to Discord's consent page. No client JavaScript. With a linked account, its name and a way to
 * link another.
 */
export function DiscordRole({ accessToken, linkedName }: { accessToken: string; linkedName: string | null }) {
  return (
    <section aria-labelledby="discord-role-heading" className="mx-auto mt-6 max-w-2xl rounded-xl border border-ink-700 bg-ink-900 p-6">
      <h2 id="discord-role-heading" className="text-lg font-semibold text-zinc-50">
        {D.heading}
      </h2>
      <p className="mt-2 text-sm text-zinc-300">{D.intro}</p>
      {linkedName ? <p className="mt-2 text-sm text-brand-300">{D.linked(linkedName)}</p> : null}
      <form method="post" action="/discord/link" className="mt-4">
        <input type="hidden" name="access" value={accessToken} />
        <button
          type="submit"
          className="inline-flex items-center rounded-lg bg-[#4752C4] px-4 py-2 text-sm font-semibold text-white hover:bg-[#3C45A5] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {linkedName ? D.relink : D.button}
        </button>
      </form>
      <p className="mt-3 text-xs text-zinc-400">{D.privacy}</p>
    </section>
  );
}
