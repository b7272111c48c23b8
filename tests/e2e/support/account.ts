import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { messagesTo, mimeParts } from "./mail-capture";
import { approveAtSimulator } from "./shop";

/** The text part of the newest sign-in mail to `to` in `mailDir`, once `count` of them have arrived. */
export async function signInMail(mailDir: string, to: string, count: number): Promise<string> {
  const signIns = () => messagesTo(mailDir, to).filter((m) => /sign-in code/.test(m));
  await expect.poll(() => signIns().length, { timeout: 15_000 }).toBe(count);
  return mimeParts(signIns().at(-1) ?? "")[0]?.body ?? "";
}

/** The 6-digit code of a mail's text (the sign-in's, the e-mail change's). */
export const codeIn = (text: string) => /Your code:\s*(\d{6})/.exec(text)?.[1] ?? "";
/** The path of the one-time sign-in link of a mail's text. */
export const linkIn = (text: string) => /https:\/\/shop\.example\.test(\/account\/sign-in\?token=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";

/** Asks /account (of the server at `baseURL`, the shared one by default) for a sign-in code for `email`. */
export async function askForCode(page: Page, email: string, baseURL = "") {
  await page.goto(`${baseURL}/account`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  await expect(page.getByRole("status")).toContainText("we have e-mailed it a 6-digit code");
}

/** A gift bought over the shop's API (create, approve at the simulator, capture) by `giver`, for `recipient`. */
export async function giftOverApi(request: APIRequestContext, giver: string, recipient: string) {
  const created = await request.post("/api/paypal/create-order", { data: { email: giver, tosAccepted: true, gift: { recipientEmail: recipient } } });
  expect(created.status()).toBe(201);
  const { orderId, orderSecret } = (await created.json()) as { orderId: string; orderSecret: string };
  await approveAtSimulator(orderId);
  expect((await request.post("/api/paypal-capture-order", { data: { orderId, orderSecret } })).status()).toBe(200);
}

export const GIFT_CODE = /GIFT(?:-[0-9A-HJKMNP-TV-Z]{4}){7}/;

/** The gift codes the recipient's gift mails in `mailDir` carried, oldest first, once `count` have arrived. */
export async function giftCodesTo(mailDir: string, to: string, count: number): Promise<string[]> {
  await expect.poll(() => messagesTo(mailDir, to).length, { timeout: 15_000 }).toBe(count);
  return messagesTo(mailDir, to).map((m) => GIFT_CODE.exec(mimeParts(m)[0]?.body ?? "")?.[0] ?? "");
}
