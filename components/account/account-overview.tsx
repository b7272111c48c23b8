import Link from "next/link";

import type { AccountOverview as Overview } from "@/lib/account/account-overview";
import { ACCOUNT_PATHS, ACCOUNT_PAGE as P } from "@/lib/content/account";
import { utcDate, utcDateTime } from "@/lib/content/dates";
import { formatPrice } from "@/lib/money";

import { buttonClass } from "@/components/ui/button";

import { SendGiftAgainButton } from "@/components/account/send-gift-again-button";
import { UnlinkDiscordButton } from "@/components/account/unlink-discord-button";
import { giftStateText } from "@/components/gifts/gift-state-text";

const SECTION = "rounded-xl border border-ink-700 bg-ink-900 p-6";
const TABLE = "mt-4 w-full text-left text-sm text-zinc-300";
const HEAD = "border-b border-ink-700 text-xs tracking-wide text-zinc-400 uppercase";

/** One section of the account, named by its heading. */
function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className="text-xl font-semibold text-zinc-50">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A table of the account (its rows are the caller's), scrolling sideways inside its section on a narrow screen. */
function Table({ columns, children }: { columns: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className={TABLE}>
        <thead className={HEAD}>
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={i < columns.length - 1 ? "py-2 pr-4" : "py-2"}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Where an account's download goes: a fresh download token for one of its active licenses (app/account/download). */
export function downloadButtonPath(licenseId: string, channel: "stable" | "beta"): string {
  return `${ACCOUNT_PATHS.home}/download?license=${encodeURIComponent(licenseId)}${channel === "beta" ? "&channel=beta" : ""}`;
}

/**
 * The signed-in buyer's account: a server component, sections in the order a returning buyer looks for them.
 * `discord`: whether the shop has a Discord server configured (the licenses then show their linked account).
 */
export function AccountOverview({ account, discord }: { account: Overview; discord: boolean }) {
  const active = account.licenses.find((l) => l.active);
  const nothing = account.licenses.length === 0 && account.orders.length === 0 && account.giftsReceived.length === 0;
  return (
    <div className="flex flex-col gap-6">
      {nothing ? <p className="text-zinc-300">{P.empty}</p> : null}

      <Section id="account-download" heading={P.download.heading}>
        {!account.releases.stable ? (
          <p className="mt-2 text-zinc-300">{P.download.none}</p>
        ) : !active ? (
          <p className="mt-2 text-zinc-300">{P.download.needsLicense}</p>
        ) : (
          <>
            <p className="mt-2 text-zinc-300">{P.download.intro}</p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <a href={downloadButtonPath(active.id, "stable")} className={buttonClass({ size: "lg" })}>
                {P.download.stable(account.releases.stable.version)}
              </a>
              {account.releases.beta ? (
                <a href={downloadButtonPath(active.id, "beta")} className={buttonClass({ variant: "outline", size: "lg" })}>
                  {P.download.beta(account.releases.beta.version)}
                </a>
              ) : null}
            </div>
            {account.releases.beta ? <p className="mt-2 text-sm text-amber-300">{P.download.betaNote}</p> : null}
          </>
        )}
      </Section>

      {account.licenses.length > 0 ? (
        <Section id="account-licenses" heading={P.licenses.heading}>
          <Table columns={[P.licenses.account, P.licenses.state, P.licenses.since, P.licenses.lastCheck, ...(discord ? [P.licenses.discord] : [])]}>
            {account.licenses.map((l) => (
              <tr key={l.id} className="border-b border-ink-800">
                <td className="py-2 pr-4 font-medium text-zinc-100">{l.username}</td>
                <td className="py-2 pr-4">{l.active ? P.licenses.active : P.licenses.revoked}</td>
                <td className="py-2 pr-4">{utcDate(l.since)}</td>
                <td className="py-2 pr-4">{l.lastCheckAt ? utcDateTime(l.lastCheckAt) : P.licenses.never}</td>
                {discord ? (
                  <td className="py-2">
                    {l.discordName ? (
                      <span className="flex flex-wrap items-center gap-2">
                        {l.discordName}
                        <UnlinkDiscordButton licenseId={l.id} name={l.discordName} username={l.username} />
                      </span>
                    ) : l.active ? (
                      <form method="post" action={`${ACCOUNT_PATHS.home}/discord`}>
                        <input type="hidden" name="license" value={l.id} />
                        <button type="submit" className={buttonClass({ variant: "chip", size: "xs" })} aria-label={P.discord.linkLabel(l.username)}>
                          {P.discord.link}
                        </button>
                      </form>
                    ) : (
                      P.discord.none
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </Table>
        </Section>
      ) : null}

      {account.orders.length > 0 ? (
        <Section id="account-orders" heading={P.orders.heading}>
          <Table columns={[P.orders.date, P.orders.item, P.orders.amount, P.orders.receipt]}>
            {account.orders.map((o) => (
              <tr key={o.id} className="border-b border-ink-800">
                <td className="py-2 pr-4">{utcDate(o.paidAt)}</td>
                <td className="py-2 pr-4 text-zinc-100">{o.quantity > 1 ? P.orders.pack(o.quantity) : o.isGift ? P.orders.gift : o.username}</td>
                <td className="py-2 pr-4">
                  {formatPrice(o.amountCents, o.currency)} · {P.orders.status[o.status]}
                </td>
                <td className="py-2">
                  {o.receiptNumber ? (
                    <Link href={`${ACCOUNT_PATHS.home}/receipt/${o.id}`} className="text-brand-300 underline underline-offset-2">
                      {P.orders.receiptLink(o.receiptNumber)}
                      {o.creditNoteNumber ? `, ${P.orders.creditNote(o.creditNoteNumber)}` : ""}
                    </Link>
                  ) : (
                    (o.receiptNumber ?? P.orders.noReceipt)
                  )}
                </td>
              </tr>
            ))}
          </Table>
        </Section>
      ) : null}

      {account.giftsBought.length > 0 ? (
        <Section id="account-gifts" heading={P.gifts.heading}>
          <ul className="mt-4 flex flex-col gap-3">
            {account.giftsBought.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-ink-800 pb-3 text-sm text-zinc-300">
                <span>
                  <span className="text-zinc-100">{P.gifts.to(g.recipientEmail)}</span> · {giftStateText(g.state)}
                </span>
                <span className="flex flex-wrap items-start gap-3">
                  {g.state.state === "unredeemed" && g.recipientEmail ? <SendGiftAgainButton giftId={g.id} /> : null}
                  <Link href={g.pagePath} className="text-brand-300 underline underline-offset-2">
                    {P.gifts.page}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {account.giftsReceived.length > 0 ? (
        <Section id="account-gifts-received" heading={P.gifts.received}>
          <ul className="mt-4 flex flex-col gap-2 text-sm text-zinc-300">
            {account.giftsReceived.map((g) => (
              <li key={g.id}>
                {P.gifts.redeemedBy(g.username)} · {utcDate(g.redeemedAt)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
