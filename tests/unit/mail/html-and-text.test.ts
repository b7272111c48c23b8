import { describe, expect, it } from "vitest";

import { ACCOUNT_SIGN_IN_MAIL, AFFILIATE_SIGN_IN_MAIL } from "@/lib/content/mail";
import { affiliateApplicationMail } from "@/lib/mail/templates/affiliate-application";
import { affiliateRejectionMail } from "@/lib/mail/templates/affiliate-rejection";
import { affiliateStatementMail } from "@/lib/mail/templates/affiliate-statement";
import { affiliateVanityCodeMail } from "@/lib/mail/templates/affiliate-vanity-code";
import { affiliateWelcomeMail } from "@/lib/mail/templates/affiliate-welcome";
import { giftMail } from "@/lib/mail/templates/gift";
import type { Mail } from "@/lib/mail/templates/mail";
import { oneTimeCodeMail } from "@/lib/mail/templates/one-time-code";
import { receiptMail } from "@/lib/mail/templates/receipt";
import { resendLinksMail } from "@/lib/mail/templates/resend-links";
import { absoluteUrl, site } from "@/lib/site";

/** Every mail to a buyer links to their account. */
const ACCOUNT = absoluteUrl("/account");

const LINK = "https://shop.test/download?access=tok.en-1";

/** Every template with its data, and the facts both parts must carry. */
const CASES: { name: string; render: () => Promise<Mail>; facts: string[]; links: string[] }[] = [
  {
    name: "receipt",
    render: () =>
      receiptMail({
        username: "Notch",
        paypalOrderId: "5O190127TN364715T",
        captureId: "3C679366HH908993F",
        paidAt: new Date("2026-11-21T09:07:00.000Z"),
        amountCents: 450,
        currency: "EUR",
        tosVersion: "1.0",
        tosAcceptedAt: new Date("2026-11-21T09:00:00.000Z"),
        downloadLink: LINK,
        statusLink: `${LINK}#purchase-status`,
        lostLinkUrl: "https://shop.test/download/resend",
      }),
    facts: [
      "Notch",
      "3C679366HH908993F",
      "5O190127TN364715T",
      "21 November 2026, 09:07 UTC",
      "4.50 EUR",
      "version 1.0",
      `Download ${site.name}`,
      "Lost your download link?",
    ],
    links: [LINK, `${LINK}#purchase-status`, "https://shop.test/download/resend", ACCOUNT],
  },
  {
    name: "tax receipt",
    render: () =>
      receiptMail({
        username: "Notch",
        paypalOrderId: "5O190127TN364715T",
        captureId: "3C679366HH908993F",
        paidAt: new Date("2026-11-21T09:07:00.000Z"),
        amountCents: 500,
        currency: "USD",
        tosVersion: "1.0",
        tosAcceptedAt: new Date("2026-11-21T09:00:00.000Z"),
        downloadLink: LINK,
        statusLink: `${LINK}#purchase-status`,
        lostLinkUrl: "https://shop.test/download/resend",
        receipt: {
          number: "2026-000001",
          seller: { name: "Sniper Mods GmbH", address: "Hauptstraße 1, 10115 Berlin", vatId: "DE123456789" },
          buyerCountry: "DE",
          vat: { rateBp: 1900, cents: 80, country: "DE" },
        },
      }),
    facts: [
      "Receipt 2026-000001 of 21 November 2026",
      "Seller: Sniper Mods GmbH, Hauptstraße 1, 10115 Berlin",
      "VAT ID: DE123456789",
      "country: Germany",
      "3C679366HH908993F",
      "incl. VAT 19 % (Germany) $0.80",
    ],
    links: [LINK, `${LINK}#purchase-status`, "https://shop.test/download/resend", ACCOUNT],
  },
  {
    name: "resend links",
    render: () => resendLinksMail({ links: [{ username: "Notch", downloadLink: LINK }] }),
    facts: ["Minecraft account: Notch", "30 days"],
    links: [LINK, ACCOUNT],
  },
  {
    name: "affiliate application",
    render: () =>
      affiliateApplicationMail({
        application: { name: "Ann", email: "ann@example.com", website: "https://ann.example" },
        applicationId: "app-1",
        receivedAt: new Date("2026-11-21T10:00:00.000Z"),
        ipAddress: "192.0.2.1",
      }),
    facts: ["Ann", "ann@example.com", "https://ann.example", "app-1", "192.0.2.1", "(not given)"],
    links: [],
  },
  {
    name: "affiliate welcome",
    render: () =>
      affiliateWelcomeMail({
        name: "Ada",
        code: "ADA",
        codeLink: "https://shop.test/payment?ref=ADA",
        signInLink: "https://shop.test/affiliate/sign-in?token=T",
        linkHours: 24,
        loginUrl: "https://shop.test/affiliate/login",
      }),
    facts: ["Hi Ada,", "ADA", "24 hours", "approved"],
    links: ["https://shop.test/payment?ref=ADA", "https://shop.test/affiliate/sign-in?token=T", "https://shop.test/affiliate/login"],
  },
  {
    name: "gift",
    render: () => giftMail({ code: "GIFT-CODE", message: "Happy birthday!", redeemLink: "https://shop.test/redeem#code=GIFT-CODE" }),
    facts: ["GIFT-CODE", "Happy birthday!"],
    links: ["https://shop.test/redeem#code=GIFT-CODE", ACCOUNT],
  },
  {
    name: "account sign-in",
    render: () => oneTimeCodeMail(ACCOUNT_SIGN_IN_MAIL, { code: "123456", signInLink: "https://shop.test/account/sign-in?token=T", minutes: 30 }),
    facts: ["123456", "30 minutes"],
    links: ["https://shop.test/account/sign-in?token=T"],
  },
  { name: "affiliate rejection", render: () => affiliateRejectionMail({ name: "Bob" }), facts: ["Hi Bob,", "apply again"], links: [] },
  {
    name: "affiliate sign-in",
    render: () => oneTimeCodeMail(AFFILIATE_SIGN_IN_MAIL, { signInLink: "https://shop.test/affiliate/sign-in?token=T", minutes: 15 }),
    facts: ["15 minutes"],
    links: ["https://shop.test/affiliate/sign-in?token=T"],
  },
  {
    name: "affiliate statement",
    render: () =>
      affiliateStatementMail({
        name: "Ada",
        period: "2026-10",
        currency: "USD",
        month: { sales: 3, earnedCents: 300, voided: 0, voidedCents: 0, clawbacks: 0, clawbackCents: 0 },
        balances: { pendingCents: 200, approvedCents: 1100, paidCents: 4500 },
        payout: null,
        portalUrl: "https://shop.test/affiliate",
      }),
    facts: ["October 2026", "$3.00", "$11.00", "$45.00", "none this month"],
    links: ["https://shop.test/affiliate"],
  },
  {
    name: "vanity code accepted",
    render: () =>
      affiliateVanityCodeMail({
        decision: "ACCEPTED",
        name: "Ada",
        code: "TECHNO",
        codeLink: "https://shop.test/payment?ref=TECHNO",
        portalUrl: "https://shop.test/affiliate",
      }),
    facts: ["Hi Ada,", "TECHNO is now one of your referral codes"],
    links: ["https://shop.test/payment?ref=TECHNO", "https://shop.test/affiliate"],
  },
  {
    name: "vanity code refused",
    render: () =>
      affiliateVanityCodeMail({
        decision: "REFUSED",
        name: "Ada",
        code: "NOTCH",
        reason: "That name is\na trademark.",
        portalUrl: "https://shop.test/affiliate",
      }),
    facts: ["Hi Ada,", "the referral code NOTCH", "Reason: That name is a trademark."],
    links: ["https://shop.test/affiliate"],
  },
];

/** The href of every link in an HTML part, entities decoded. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
}

describe("every mail has an HTML and a plain-text part", () => {
  for (const { name, render, facts, links } of CASES) {
    it(`renders the ${name} mail's facts in both parts, with absolute links`, async () => {
      const mail = await render();
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain(`>${site.name}<`);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      for (const part of [mail.html, mail.text, mail.subject]) {
        expect(part).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
      }
      for (const fact of facts) {
        expect(mail.text).toContain(fact);
        expect(mail.html.replaceAll("&amp;", "&").replaceAll("<!-- -->", "")).toContain(fact);
      }
      const found = hrefs(mail.html);
      for (const link of links) {
        expect(found).toContain(link);
        expect(mail.text).toContain(link);
      }
      // Absolute: the mail's own links are https, the footer's is the site's address.
      for (const href of found) expect(href.startsWith(site.url) || /^(https:\/\/|mailto:)/.test(href), href).toBe(true);
    });
  }

  it("puts the support address in the footer of every mail to a buyer or an affiliate", async () => {
    for (const { name, render } of CASES.filter((c) => c.name !== "affiliate application")) {
      const mail = await render();
      expect(mail.html, name).toContain(`href="mailto:${site.supportEmail}"`);
      expect(mail.text.split("\n").at(-1), name).toBe(`Questions? ${site.supportEmail}`);
    }
  });
});
