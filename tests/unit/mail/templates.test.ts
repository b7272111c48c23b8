import { describe, expect, it } from "vitest";

import { affiliateApplicationMail } from "@/lib/mail/templates/affiliate-application";
import { receiptMail } from "@/lib/mail/templates/receipt";
import { resendLinksMail } from "@/lib/mail/templates/resend-links";
import { absoluteUrl, site } from "@/lib/site";

describe("mail templates", () => {
  it("writes the receipt with the order's own amount", async () => {
    const mail = await receiptMail({
      username: "Notch",
      paypalOrderId: "5O190127TN364715T",
      captureId: "3C679366HH908993F",
      paidAt: new Date("2026-11-21T10:05:00.000Z"),
      amountCents: 450,
      currency: "EUR",
      tosVersion: "1.0",
      tosAcceptedAt: new Date("2026-11-21T10:00:00.000Z"),
      downloadLink: "https://shop.test/download?access=t",
      statusLink: "https://shop.test/download?access=t#purchase-status",
      lostLinkUrl: "https://shop.test/download/resend",
    });
    expect(mail.subject).toBe(`Your ${site.name} license for Notch`);
    expect(mail.text).toBe(
      [
        `Thank you for buying ${site.name}.`,
        "",
        "Minecraft account: Notch",
        "PayPal transaction: 3C679366HH908993F",
        "Order: 5O190127TN364715T",
        "Date: 21 November 2026, 10:05 UTC",
        "Amount: 4.50 EUR (one-time, permanent license)",
        "Terms of Service: version 1.0, accepted 2026-11-21T10:00:00.000Z. All sales are final.",
        "",
        `Download ${site.name} https://shop.test/download?access=t`,
        "This link works for 30 days; you can ask for a fresh one on the download page at any time.",
        "",
        "Purchase status https://shop.test/download?access=t#purchase-status: when you paid, when your account was whitelisted and when you downloaded",
        "Lost your download link? https://shop.test/download/resend",
        "",
        `Your licenses, receipts, gifts and downloads, any time: ${absoluteUrl("/account")}`,
        "",
        `Questions? ${site.supportEmail}`,
      ].join("\n"),
    );
  });

  it("shows how a sale and a creator code brought the price down, above the amount charged", async () => {
    const mail = await receiptMail({
      username: "Notch",
      paypalOrderId: "5O190127TN364715T",
      captureId: "3C679366HH908993F",
      paidAt: new Date("2026-11-21T10:05:00.000Z"),
      amountCents: 360,
      currency: "USD",
      breakdown: { listPriceCents: 500, sale: { label: "Summer sale", priceCents: 400 }, code: { code: "TECHNO", discountCents: 40 } },
      tosVersion: "1.0",
      tosAcceptedAt: new Date("2026-11-21T10:00:00.000Z"),
      downloadLink: "https://shop.test/download?access=t",
      statusLink: "https://shop.test/download?access=t#purchase-status",
      lostLinkUrl: "https://shop.test/download/resend",
    });
    const lines = mail.text.split("\n");
    const at = lines.indexOf("Regular price: 5.00 USD");
    expect(lines.slice(at, at + 4)).toEqual([
      "Regular price: 5.00 USD",
      "Summer sale: 4.00 USD",
      "Creator code TECHNO: -0.40 USD",
      "Amount: 3.60 USD (one-time, permanent license)",
    ]);
    expect(mail.html).toContain("Creator code TECHNO: -0.40 USD");
  });

  it("lists one link per account in the resend mail, with a plural subject for several", async () => {
    const one = await resendLinksMail({ links: [{ username: "Notch", downloadLink: "https://shop.test/L1" }] });
    expect(one.subject).toBe(`Your ${site.name} download link`);
    const two = await resendLinksMail({
      links: [
        { username: "Notch", downloadLink: "https://shop.test/L1" },
        { username: "jeb_", downloadLink: "https://shop.test/L2" },
      ],
    });
    expect(two.subject).toBe(`Your ${site.name} download links`);
    expect(two.text).toBe(
      [
        `You asked for a new ${site.name} download link.`,
        "",
        "Minecraft account: Notch",
        "Download: https://shop.test/L1",
        "",
        "Minecraft account: jeb_",
        "Download: https://shop.test/L2",
        "",
        "Each link works for 30 days. Older links keep working until they expire.",
        "If you did not ask for this, you can ignore this e-mail: only this address receives the links.",
        "",
        `Your licenses, receipts, gifts and downloads, any time: ${absoluteUrl("/account")}`,
        "",
        `Questions? ${site.supportEmail}`,
      ].join("\n"),
    );
  });

  it("labels every field of an affiliate application and keeps line breaks out of the subject", async () => {
    const mail = await affiliateApplicationMail({
      application: { name: "Ann\nLee", email: "ann@example.com", website: "https://ann.example", experience: "Two\nyears" },
      applicationId: "app-1",
      receivedAt: new Date("2026-11-21T10:00:00.000Z"),
      ipAddress: "192.0.2.1",
    });
    expect(mail.subject).toBe("New affiliate application: Ann Lee");
    expect(mail.text).toBe(
      [
        `Someone applied to the ${site.name} affiliate program.`,
        "",
        "Name: Ann Lee",
        "E-mail: ann@example.com",
        "Website: https://ann.example",
        "Social media: (not given)",
        "Marketing experience: Two years",
        "Expected monthly traffic: (not given)",
        "Additional information: (not given)",
        "",
        "Application id: app-1",
        "Received: 2026-11-21T10:00:00.000Z from 192.0.2.1",
      ].join("\n"),
    );
    // The HTML part keeps the applicant's line breaks; the support address gets no footer pointing at itself.
    expect(mail.html).toContain("Ann\nLee");
    expect(mail.text).not.toContain("Questions?");
  });
});
