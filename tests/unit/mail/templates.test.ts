import { describe, expect, it } from "vitest";

import { affiliateApplicationMail } from "@/lib/mail/templates/affiliate-application";
import { receiptMail } from "@/lib/mail/templates/receipt";
import { resendLinksMail } from "@/lib/mail/templates/resend-links";
import { site } from "@/lib/site";

describe("mail templates", () => {
  it("writes the receipt with the order's own amount", () => {
    const mail = receiptMail({
      username: "Notch",
      paypalOrderId: "5O190127TN364715T",
      amountCents: 450,
      currency: "EUR",
      tosVersion: "1.0",
      tosAcceptedAt: new Date("2026-11-21T10:00:00.000Z"),
      downloadLink: "https://shop.test/download?access=t",
    });
    expect(mail.subject).toBe(`Your ${site.name} license for Notch`);
    expect(mail.text).toBe(
      [
        `Thank you for buying ${site.name}.`,
        "",
        "Minecraft account: Notch",
        "Order: 5O190127TN364715T",
        "Amount: 4.50 EUR (one-time, permanent license)",
        "Terms of Service: version 1.0, accepted 2026-11-21T10:00:00.000Z. All sales are final.",
        "",
        "Download: https://shop.test/download?access=t",
        "This link works for 30 days; you can ask for a fresh one on the download page at any time.",
        "",
        `Questions? ${site.supportEmail}`,
      ].join("\n"),
    );
  });

  it("lists one link per account in the resend mail, with a plural subject for several", () => {
    const one = resendLinksMail({ links: [{ username: "Notch", downloadLink: "L1" }] });
    expect(one.subject).toBe(`Your ${site.name} download link`);
    const two = resendLinksMail({
      links: [
        { username: "Notch", downloadLink: "L1" },
        { username: "jeb_", downloadLink: "L2" },
      ],
    });
    expect(two.subject).toBe(`Your ${site.name} download links`);
    expect(two.text).toBe(
      [
        `You asked for a new ${site.name} download link.`,
        "",
        "Minecraft account: Notch",
        "Download: L1",
        "",
        "Minecraft account: jeb_",
        "Download: L2",
        "",
        "Each link works for 30 days. Older links keep working until they expire.",
        "If you did not ask for this, you can ignore this e-mail: only this address receives the links.",
        "",
        `Questions? ${site.supportEmail}`,
      ].join("\n"),
    );
  });

  it("labels every field of an affiliate application and keeps line breaks out of the subject", () => {
    const mail = affiliateApplicationMail({
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
        "Name: Ann\nLee",
        "E-mail: ann@example.com",
        "Website: https://ann.example",
        "Social media: (not given)",
        "Marketing experience: Two\nyears",
        "Expected monthly traffic: (not given)",
        "Additional information: (not given)",
        "",
        "Application id: app-1",
        "Received: 2026-11-21T10:00:00.000Z from 192.0.2.1",
      ].join("\n"),
    );
  });
});
