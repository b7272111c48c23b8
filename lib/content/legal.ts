import { withArticle } from "@/lib/content/article";
import { mailLink, type DocumentSection } from "@/lib/content/document";
import { COMMISSION, PRICE } from "@/lib/money";
import type { PageMeta } from "@/lib/seo";
import { site } from "@/lib/site";

/** The version of the terms a buyer accepts: stored on each order, shown on /terms and beside the checkbox. */
export const TOS_VERSION = "1.2";

const FINAL_SALE =
  "All sales are final. Because the license is activated and the download delivered immediately after payment, we do not offer refunds or returns.";

/** Since version 1.2: what a PayPal dispute of a purchase leads to. */
const DISPUTES_CLAUSE =
  "If you open a dispute or chargeback with PayPal about a purchase, we may give PayPal the record of that purchase to answer it: the order, these terms as you accepted them, your downloads of the mod and the mod's checks of your license. If PayPal decides the dispute for you, the license ends, and we may no longer sell to the PayPal account, e-mail address and Minecraft account of that purchase.";

/** The "all sales final" clause of each version of the terms, as a buyer accepted it: a dispute's evidence quotes it. */
export const FINAL_SALE_CLAUSES: Readonly<Record<string, string>> = { "1.0": FINAL_SALE, "1.1": FINAL_SALE, "1.2": FINAL_SALE };

export type LegalDocument = {
  title: string;
  date: { label: string; text: string; iso: string };
  version?: string;
  intro: string;
  tocLabel: string;
  sections: readonly DocumentSection[];
};

export const TERMS_META: PageMeta = {
  title: "Terms of Service",
  description: (price: string) =>
    `The terms for the ${site.name} lifetime license: personal use, a ${price} one-time fee, all sales final, affiliate commissions, restrictions and termination.`,
  keywords: ["terms of service", `${site.name} terms`, "license agreement", "all sales final", "affiliate terms"],
  path: "/terms",
  type: "article",
};

export const PRIVACY_META: PageMeta = {
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses and protects your username, e-mail and payment data, and how to access, correct or delete it by e-mailing support.`,
  keywords: ["privacy policy", `${site.name} privacy`, "data protection", "personal data rights", "cookies"],
  path: "/privacy",
  type: "article",
};

const CONTACT = mailLink("E-mail:", site.supportEmail);

export const TERMS: LegalDocument = {
  title: "Terms of Service",
  date: { label: "Effective", text: "November 30th 2026", iso: "2026-11-30" },
  version: `Terms of Service v${TOS_VERSION}`,
  intro: `These terms apply to every purchase and use of ${withArticle(site.name)} license. By buying a license you confirm that you have read and accept them.`,
  tocLabel: "Sections of the Terms of Service",
  sections: [
    {
      id: "license",
      heading: "1. License",
      paragraphs: [
        `When your payment is complete, ${site.name} grants you a non-transferable, non-exclusive, lifetime, personal license to use the mod with the Minecraft account (username) you named at purchase.`,
        "The license covers one Minecraft account. Each further account needs its own license.",
      ],
    },
    {
      id: "payments-and-refunds",
      heading: "2. Payments and Refunds",
      paragraphs: [
        `The license fee is ${PRICE} (USD), or the lower price shown at checkout during a sale or with a creator code, paid once through PayPal. There are no subscriptions or recurring fees.`,
        FINAL_SALE,
        `Affiliates earn ${COMMISSION} per successful referral sale, or the amount their referral code's terms set, never more than the buyer paid. A commission is void if the payment behind it is reversed or refunded by the payment provider.`,
        DISPUTES_CLAUSE,
      ],
    },
    {
      id: "security",
      heading: "3. Security",
      paragraphs: [
        "Each release is scanned by a malware-scanning service, and the download page shows the file's SHA-256 hash so you can check the file you received.",
        "Download the mod only from this website. Copies from anywhere else may have been altered, and we cannot vouch for them. Keep your download link private.",
      ],
    },
    {
      id: "updates",
      heading: "4. Updates",
      paragraphs: [
        "We may release updates, but we have no obligation to provide updates, new features or continued compatibility with future game or server changes.",
        "The mod never updates itself. New versions, when there are any, are offered on this website.",
      ],
    },
    {
      id: "restrictions",
      heading: "5. Restrictions",
      paragraphs: ["You may not:"],
      list: [
        "share, resell, sublicense or redistribute the mod, your license or your download link;",
        "decompile, modify or tamper with the mod to bypass its license check;",
        "use the mod with a Minecraft account other than the licensed one;",
        "use the mod for any malicious purpose or to harm other players or services.",
      ],
    },
    {
      id: "disclaimer",
      heading: "6. Disclaimer",
      paragraphs: [
        'The mod is provided "as is", without warranty of any kind. We do not guarantee in-game earnings or results.',
        "You are responsible for following the rules of any server you play on. We are not responsible for in-game losses or for penalties a server applies to your account.",
        `${site.name} is not affiliated with Mojang Studios, Microsoft or Hypixel.`,
      ],
    },
    {
      id: "termination",
      heading: "7. Termination",
      paragraphs: [
        "We may revoke a license, without refund, for redistribution, resale or malicious use of the mod, or if the payment for it is reversed or charged back.",
      ],
    },
    {
      id: "changes",
      heading: "8. Changes",
      paragraphs: [
        "We may change these terms. When we do, we publish the new version on this page with a new version number and effective date. The version you accepted is recorded with your order.",
      ],
    },
    {
      id: "contact",
      heading: "9. Contact",
      paragraphs: ["Questions about these terms? Write to our support team."],
      link: CONTACT,
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: "Privacy Policy",
  date: { label: "Last updated", text: "November 30, 2026", iso: "2026-11-30" },
  intro: `This policy explains what ${site.name} collects when you visit the site or buy a license, why, and what you can do about it.`,
  tocLabel: "Sections of the Privacy Policy",
  sections: [
    {
      id: "information-we-collect",
      heading: "1. Information We Collect",
      paragraphs: ["We collect only what we need to sell and run the license:"],
      list: [
        "your Minecraft username, and the account ID (UUID) we look up for it, so the whitelist can recognise you;",
        "your e-mail address, to deliver your license and download link and to answer support requests;",
        "payment information, which PayPal collects and processes; we receive the order number, status and amount, and the country of your PayPal billing address, never your card or bank details;",
        "the country you buy from, for the VAT record of your purchase when we keep VAT records: from your PayPal billing address and from your IP address, looked up in a database kept on our own servers (the IP address is not stored for this);",
        "if you ask for the Buyer role on our Discord server: your Discord user ID and name, which Discord gives us when you authorize it, so the role can follow your license (we keep no Discord password or token);",
        "if you buy a gift: the recipient's e-mail address and your message, to send them the gift code when you chose; if you were given one, your address as the giver typed it (we keep the code itself only in a form that cannot be read back);",
        "if you sign in to your account: each sign-in code and link we e-mail you, only in a form that cannot be read back, deleted once it has expired (after 30 minutes), and each signed-in session (when it started and was last used, and the browser's session cookie); a session ends 30 days after its last use, when you sign out, or when you sign out everywhere, and we delete its record 30 days after it ended;",
        "the record that you received what you paid for: when you downloaded the mod and which version, and the mod's checks of your license (the first and the last, and how many each day);",
        "if PayPal decides a dispute of a purchase for the buyer: the PayPal account ID, e-mail address and Minecraft account of that purchase, on a list of buyers we no longer sell to, until we lift it (a deletion of your data leaves this list as it is, because it exists to prevent fraud);",
        "basic analytics and technical logs, such as pages visited, browser type and IP address, to keep the site working and secure.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "2. How We Use Information",
      paragraphs: [
        "We use your information to process your purchase, activate and verify your license, send your download link and other service e-mails, record referral commissions, prevent fraud and abuse, and improve the site.",
      ],
    },
    {
      id: "data-security",
      heading: "3. Data Security",
      paragraphs: [
        "Payment details are handled by PayPal and are never stored by us. The site is served over HTTPS, and only our administrators can see license records.",
        "No method of storing or sending data is perfectly secure, but we take reasonable measures to protect what we hold.",
      ],
    },
    {
      id: "no-sale-of-data",
      heading: "4. No Sale of Data",
      paragraphs: [
        "We do not sell, rent or trade your personal information. We share it only with the services needed to run the shop, such as PayPal for payments and our e-mail provider, or when the law requires it.",
        "If you open a dispute or chargeback with PayPal about a purchase, we may give PayPal the record of that purchase to answer it: the order, the terms you accepted, when you downloaded the mod and which version, and the mod's checks of your license (times and counts, never your IP address).",
      ],
    },
    {
      id: "your-rights",
      heading: "5. Your Rights",
      paragraphs: ["You have the right to:"],
      list: [
        "access your data and receive a copy of it (your account at /account shows what you bought and downloads the copy);",
        "correct data that is wrong, such as your e-mail address;",
        "have your personal data deleted: your e-mail address, PayPal payer details, network addresses, account sessions and linked Discord account (which loses the Buyer role) are removed for good, while your Minecraft username and UUID stay on the whitelist so the license you paid for keeps working; if you also want the license ended and your account taken off the whitelist, say so and we will do that too. Tax law requires us to keep the record of each sale for ten years: its receipt and credit note numbers, date, amounts, the VAT in them and the country you bought from stay after a deletion, without your e-mail address;",
        "opt out of any marketing e-mail.",
      ],
      link: mailLink("To use any of these rights, e-mail support from the address you used at purchase:", site.supportEmail),
    },
    {
      id: "cookies",
      heading: "6. Cookies",
      paragraphs: [
        "We use essential cookies that the site needs to work, such as the sign-in sessions of your account, of the affiliate portal and of the administrators, and analytics cookies that tell us in aggregate how the site is used.",
      ],
    },
    {
      id: "childrens-privacy",
      heading: "7. Children's Privacy",
      paragraphs: [
        "The site is not directed at children under 13, and we do not knowingly collect their personal information. If you believe a child has given us data, contact us and we will delete it.",
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "8. Changes to This Policy",
      paragraphs: ["We may update this policy. The date at the top of this page shows when it last changed."],
    },
    {
      id: "contact-us",
      heading: "9. Contact Us",
      paragraphs: ["Questions about your privacy? Write to our support team."],
      link: CONTACT,
    },
  ],
};
