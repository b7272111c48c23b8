import { describe, expect, it } from "vitest";

import { AFFILIATE_SIGN_IN_MAIL } from "@/lib/content/mail";
import { affiliateRejectionMail } from "@/lib/mail/templates/affiliate-rejection";
import { affiliateStatementMail } from "@/lib/mail/templates/affiliate-statement";
import { affiliateWelcomeMail } from "@/lib/mail/templates/affiliate-welcome";
import { oneTimeCodeMail } from "@/lib/mail/templates/one-time-code";
import { site } from "@/lib/site";

describe("affiliate account mails", async () => {
  it("welcomes an approved applicant with their referral code and link, the sign-in link, its lifetime and where to ask again", async () => {
    const mail = await affiliateWelcomeMail({
      name: "Ada\r\nBcc: x",
      code: "ADA",
      codeLink: "https://shop.test/payment?ref=ADA",
      signInLink: "https://shop.test/affiliate/sign-in?token=T",
      linkHours: 24,
      loginUrl: "https://shop.test/affiliate/login",
    });
    expect(mail.subject).toBe(`Welcome to the ${site.name} affiliate program`);
    expect(mail.text.split("\n")).toEqual([
      "Hi Ada Bcc: x,",
      "",
      `Your application to the ${site.name} affiliate program has been approved, and your affiliate account is ready.`,
      "",
      "Your referral code is ADA. Buyers can type it at checkout, or follow your link.",
      "Your referral link: https://shop.test/payment?ref=ADA",
      "",
      "Sign in to your affiliate portal: https://shop.test/affiliate/sign-in?token=T",
      "This link works once, for 24 hours. After that, ask for a new one at https://shop.test/affiliate/login",
      "",
      `Questions? ${site.supportEmail}`,
    ]);
  });

  it("turns an applicant down politely, without a link", async () => {
    const mail = await affiliateRejectionMail({ name: "Bob" });
    expect(mail.subject).toBe(`Your ${site.name} affiliate application`);
    expect(mail.text).toMatch(/^Hi Bob,\n\nThank you for applying/);
    expect(mail.text).toContain("welcome to apply again");
    expect(mail.text).not.toContain("http");
  });

  it("sends the asked-for link with its 15-minute lifetime", async () => {
    const mail = await oneTimeCodeMail(AFFILIATE_SIGN_IN_MAIL, { signInLink: "https://shop.test/affiliate/sign-in?token=T", minutes: 15 });
    expect(mail.text).toContain("Sign in: https://shop.test/affiliate/sign-in?token=T\nThis link works once, for 15 minutes.");
  });
});

describe("affiliate statement mail", async () => {
  const data = {
    name: "Ada\nLovelace",
    period: "2026-10",
    currency: "USD",
    month: { sales: 3, earnedCents: 300, voided: 1, voidedCents: 100, clawbacks: 1, clawbackCents: -100 },
    balances: { pendingCents: 200, approvedCents: 1100, paidCents: 4500 },
    payout: { amountCents: 1500, status: "PAID" as const, failureReason: null },
    portalUrl: "https://shop.test/affiliate",
  };

  it("states the month's sales, voids, clawbacks and payout, the balances now and the portal link", async () => {
    const mail = await affiliateStatementMail(data);
    expect(mail.subject).toBe(`Your ${site.name} affiliate statement for October 2026`);
    expect(mail.text.split("\n")).toEqual([
      "Hi Ada Lovelace,",
      "",
      `Here is your ${site.name} affiliate statement for October 2026 (dates in UTC).`,
      "",
      "In October 2026:",
      "- Sales through your links: 3, earning $3.00 in commission",
      "- Commissions voided: 1 ($1.00): sales refunded or reversed before payout, or voided by us",
      "- Clawbacks: 1 (-$1.00): sales refunded after their commission was paid out",
      "- Payout: $15.00, paid",
      "",
      "Your balances now:",
      "- Pending (still in the refund hold): $2.00",
      "- Approved, not yet paid: $11.00",
      "- Paid to date: $45.00",
      "",
      "Every commission line and payout is in your affiliate portal: https://shop.test/affiliate",
      "",
      `Questions? ${site.supportEmail}`,
    ]);
  });

  it("says when there was no payout, and why PayPal returned one", async () => {
    expect((await affiliateStatementMail({ ...data, payout: null })).text).toContain("\n- Payout: none this month\n");
    const returned = await affiliateStatementMail({
      ...data,
      payout: { amountCents: 1500, status: "RETURNED", failureReason: "PayPal blocked the payment to this address." },
    });
    expect(returned.text).toContain(
      "\n- Payout: $15.00, returned by PayPal; the amount is back on your balance\nPayPal blocked the payment to this address.\n",
    );
  });
});
