import { describe, expect, it } from "vitest";

import { countryName, vatRatePercent } from "@/lib/content/tax";
import { receiptMail, type TaxReceipt } from "@/lib/mail/templates/receipt";
import { absoluteUrl, site } from "@/lib/site";

const SELLER = { name: "Sniper Mods GmbH", address: "Hauptstraße 1, 10115 Berlin, Germany", vatId: "DE123456789" };
const GERMAN: TaxReceipt = { number: "2026-000001", seller: SELLER, buyerCountry: "DE", vat: { rateBp: 1900, cents: 80, country: "DE" } };

const ORDER = {
  username: "Notch",
  paypalOrderId: "5O190127TN364715T",
  captureId: "3C679366HH908993F",
  paidAt: new Date("2026-11-21T10:05:00.000Z"),
  amountCents: 500,
  currency: "USD",
  tosVersion: "1.0",
  tosAcceptedAt: new Date("2026-11-21T10:00:00.000Z"),
  downloadLink: "https://shop.test/download?access=t",
  statusLink: "https://shop.test/download?access=t#purchase-status",
  lostLinkUrl: "https://shop.test/download/resend",
};

const render = (receipt: TaxReceipt | null) => receiptMail({ ...ORDER, receipt });
const lines = async (receipt: TaxReceipt | null) => (await render(receipt)).text.split("\n");

// With TAX_MODE=vat the receipt e-mail is a receipt a buyer can file.
describe("the receipt e-mail of an order with a receipt number", () => {
  it("names the receipt and its day, the seller with the VAT id, the buyer's country, and the VAT inside the amount", async () => {
    const mail = await render(GERMAN);
    expect(mail.text).toBe(
      [
        `Thank you for buying ${site.name}.`,
        "",
        "Receipt 2026-000001 of 21 November 2026",
        "Seller: Sniper Mods GmbH, Hauptstraße 1, 10115 Berlin, Germany",
        "VAT ID: DE123456789",
        "Buyer's country: Germany",
        "",
        "Minecraft account: Notch",
        "PayPal transaction: 3C679366HH908993F",
        "Order: 5O190127TN364715T",
        "Date: 21 November 2026, 10:05 UTC",
        "Amount: 5.00 USD (one-time, permanent license)",
        "incl. VAT 19 % (Germany) $0.80",
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
    // The subject stays the receipt's own: a buyer's mail filter keeps working.
    expect(mail.subject).toBe(`Your ${site.name} license for Notch`);
    expect(mail.html).toContain("incl. VAT 19 % (Germany) $0.80");
    expect(mail.html).toContain("Receipt 2026-000001 of 21 November 2026");
  });

  it("leaves the VAT id out when the seller has none", async () => {
    const text = (await render({ ...GERMAN, seller: { ...SELLER, vatId: null } })).text;
    expect(text).toContain("Seller: Sniper Mods GmbH, Hauptstraße 1, 10115 Berlin, Germany");
    expect(text).not.toContain("VAT ID");
  });

  it("shows a sale outside the EU and the UK with its country and no VAT line", async () => {
    const text = await lines({ ...GERMAN, buyerCountry: "US", vat: null });
    expect(text).toContain("Buyer's country: United States");
    const amount = text.indexOf("Amount: 5.00 USD (one-time, permanent license)");
    expect(text[amount + 1]).toMatch(/^Terms of Service/);
    expect(text.join("\n")).not.toMatch(/VAT [0-9]|No VAT/);
  });

  it("writes a rate with a fraction as it is (Finland's 25.5 %) and the VAT of the country it belongs to", async () => {
    const text = await lines({ ...GERMAN, buyerCountry: "FI", vat: { rateBp: 2550, cents: 102, country: "FI" } });
    expect(text).toContain("incl. VAT 25.5 % (Finland) $1.02");
    // Under the home scheme a Hungarian buyer pays the German seller's VAT: the line names whose VAT it is.
    const home = await lines({ ...GERMAN, buyerCountry: "HU", vat: { rateBp: 1900, cents: 80, country: "DE" } });
    expect(home).toContain("Buyer's country: Hungary");
    expect(home).toContain("incl. VAT 19 % (Germany) $0.80");
  });

  it("leaves out the seller and the country when neither is known, and keeps the number", async () => {
    const text = await lines({ number: "2026-000042", seller: null, buyerCountry: null, vat: null });
    expect(text).toContain("Receipt 2026-000042 of 21 November 2026");
    expect(text.join("\n")).not.toMatch(/Seller:|Buyer's country:/);
  });

  it("is the mail as before for an order without a receipt number (TAX_MODE=off)", async () => {
    expect((await render(null)).text).toBe((await receiptMail(ORDER)).text);
    expect((await render(null)).html).toBe((await receiptMail(ORDER)).html);
    expect((await render(null)).text).not.toMatch(/Receipt|VAT|Seller/);
  });
});

describe("the receipt's rates and countries", () => {
  it("writes basis points as a percentage with the fraction it has", () => {
    expect(vatRatePercent(1900)).toBe("19 %");
    expect(vatRatePercent(2550)).toBe("25.5 %");
    expect(vatRatePercent(2000)).toBe("20 %");
    expect(vatRatePercent(770)).toBe("7.7 %");
    expect(vatRatePercent(1725)).toBe("17.25 %");
  });

  it("names a country in English, and keeps a code it does not know", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("GR")).toBe("Greece");
    expect(countryName("QQ")).toBe("QQ");
  });
});
