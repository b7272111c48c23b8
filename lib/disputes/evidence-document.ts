import { DISPUTE_EVIDENCE as E } from "@/lib/content/dispute-evidence";
import type { EvidencePack } from "@/lib/disputes/evidence-pack";
import { formatPrice } from "@/lib/money";
import { site } from "@/lib/site";

/** A time as the document writes it: UTC to the second. */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** The proof-of-fulfilment document, plain text (PayPal takes text/plain evidence files). */
export function evidenceDocument(pack: EvidencePack): string {
  const lines: string[] = [E.title(pack.dispute.paypalDisputeId), "", E.intro, ""];
  const section = (heading: string, body: string[]) => lines.push(heading, "-".repeat(heading.length), ...body, "");
  const { order, terms, license, downloads, checks } = pack;
  section(
    E.order,
    order
      ? E.orderLines({
          paypalOrderId: order.paypalOrderId,
          captureId: order.captureId ?? E.unknown,
          amount: formatPrice(order.amountCents, order.currency),
          createdAt: utc(order.createdAt),
          capturedAt: order.capturedAt ? utc(order.capturedAt) : E.unknown,
          receipt: order.receiptNumber ?? E.unknown,
          gift: order.gift,
        })
      : [E.noOrder],
  );
  if (terms) section(E.terms, [E.termsLine(terms.version, utc(terms.acceptedAt)), ...(terms.finalSaleClause ? [E.clause(terms.finalSaleClause)] : [])]);
  section(
    E.license,
    license
      ? E.licenseLines({
          username: license.username,
          uuid: license.minecraftUuid,
          grantedAt: utc(license.grantedAt),
          active: license.active ? E.active : E.inactive,
          proved: license.ownershipProvedAt ? utc(license.ownershipProvedAt) : null,
          discord: license.discordLinkedAt ? utc(license.discordLinkedAt) : null,
        })
      : [E.noLicense],
  );
  section(E.downloads, downloads.length > 0 ? downloads.map((d) => E.download(utc(d.at), d.version, d.sha256)) : [E.noDownloads]);
  section(
    E.checks,
    checks.first && checks.last
      ? [E.checksIntro, E.firstLast(utc(checks.first), utc(checks.last)), ...checks.perDay.map((d) => E.perDay(d.day, d.checks))]
      : [E.noChecks],
  );
  return `${lines.join("\n").trimEnd()}\n`;
}

/** The short note that goes with the document (PayPal's `notes`, at most 2,000 characters). */
export function evidenceNote(pack: EvidencePack): string {
  return E.note({
    product: `The ${site.name} license`,
    delivered: pack.license ? `to the Minecraft account ${pack.license.username} on ${utc(pack.license.grantedAt)}` : "as a gift code",
    downloads: pack.downloads.length,
    days: pack.checks.perDay.length,
    first: pack.checks.first ? utc(pack.checks.first) : null,
    last: pack.checks.last ? utc(pack.checks.last) : null,
    terms: pack.terms ? `version ${pack.terms.version}, ${utc(pack.terms.acceptedAt)}` : null,
  }).slice(0, 2000);
}
