import { renderToStaticMarkup } from "react-dom/server";

import { describe, expect, it, vi } from "vitest";

import { RESEND_QUEUED_MESSAGE, RESEND_SENT_MESSAGE } from "@/lib/content/delivery";

import ResendPage, { metadata } from "@/app/(shop)/download/resend/page";

// How this shop's mail goes out decides what a no-JavaScript post is told; each test sets it.
const delivery = vi.hoisted(() => ({ mode: "outbox" as "smtp" | "outbox" | "demo" }));
vi.mock("@/lib/downloads/mail-delivery", () => ({ mailDelivery: () => delivery.mode }));

const render = async (query: Record<string, string>) => renderToStaticMarkup(await ResendPage({ searchParams: Promise.resolve(query) }));

describe("/download/resend", () => {
  it("asks for the address with a labelled field that also works as a plain form post", async () => {
    const html = await render({});
    expect(html).toContain("<h1");
    expect(html).toContain("Lost your download link?</h1>");
    // The (shop) layout renders the one <main>.
    expect(html).not.toContain("<main");
    const form = /<form [^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/api/download-link"');
    expect(form).toContain('method="post"');
    expect(html).toMatch(/<label for="resend-email"[^>]*>Email address<\/label>/);
    const input = /<input id="resend-email"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['type="email"', 'name="email"', 'required=""']) expect(input).toContain(attribute);
    expect(html).toMatch(/<button type="submit"[^>]*>Send me a new link<\/button>/);
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });

  it("shows the outcome of a no-JavaScript post in the server-rendered page", async () => {
    // Without a mail server the page does not claim a mail was sent: it says when it will be.
    delivery.mode = "outbox";
    expect(await render({ sent: "1" })).toContain(`>${RESEND_QUEUED_MESSAGE.replace("'", "&#x27;")}</p>`);
    delivery.mode = "smtp";
    expect(await render({ sent: "1" })).toContain(`>${RESEND_SENT_MESSAGE}</p>`);
    const invalid = await render({ error: "invalid" });
    expect(invalid).toContain('aria-invalid="true"');
    expect(invalid).toContain("Please enter a valid e-mail address.");
    expect(await render({ error: "rate_limited" })).toMatch(/<p role="alert"[^>]*>Too many requests/);
    expect(await render({ error: "toString" })).not.toContain('role="alert"');
  });

  it("is kept out of search results", () => {
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.title).toBe("Lost your download link?");
  });
});
