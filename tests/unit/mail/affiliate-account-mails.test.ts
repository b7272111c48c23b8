import { describe, expect, it } from "vitest";

import { affiliateRejectionMail } from "@/lib/mail/templates/affiliate-rejection";
import { affiliateSignInMail } from "@/lib/mail/templates/affiliate-sign-in";
import { affiliateWelcomeMail } from "@/lib/mail/templates/affiliate-welcome";
import { site } from "@/lib/site";

describe("affiliate account mails", () => {
  it("welcomes an approved applicant with the sign-in link, its lifetime and where to ask again", () => {
    const mail = affiliateWelcomeMail({
      name: "Ada\r\nBcc: x",
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
      "Sign in to your affiliate portal: https://shop.test/affiliate/sign-in?token=T",
      "This link works once, for 24 hours. After that, ask for a new one at https://shop.test/affiliate/login",
      "",
      `Questions? ${site.supportEmail}`,
    ]);
  });

  it("turns an applicant down politely, without a link", () => {
    const mail = affiliateRejectionMail({ name: "Bob" });
    expect(mail.subject).toBe(`Your ${site.name} affiliate application`);
    expect(mail.text).toMatch(/^Hi Bob,\n\nThank you for applying/);
    expect(mail.text).toContain("welcome to apply again");
    expect(mail.text).not.toContain("http");
  });

  it("sends the asked-for link with its 15-minute lifetime", () => {
    const mail = affiliateSignInMail({ signInLink: "https://shop.test/affiliate/sign-in?token=T", linkMinutes: 15 });
    expect(mail.text).toContain("Sign in: https://shop.test/affiliate/sign-in?token=T\nThis link works once, for 15 minutes.");
  });
});
