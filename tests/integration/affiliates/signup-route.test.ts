import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { site } from "@/lib/site";

import { POST } from "@/app/api/affiliate/signup/route";

import { nextIp } from "../../support/client-addresses";
import { deletePurchases } from "../../support/purchase";

const signup = (body: unknown, clientIp = nextIp()) =>
  POST(
    new Request("http://shop.test/api/affiliate/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-client-address": clientIp },
      body: JSON.stringify(body),
    }),
  );

const application = {
  name: "  Jane Streamer ",
  email: "Jane@Example.COM",
  website: "https://jane.example/blog",
  socialMedia: "youtube.com/@jane",
  experience: "Two years of SkyBlock videos",
  expectedTraffic: "20k views a month",
  additionalInfo: "",
};

describe("POST /api/affiliate/signup", () => {
  afterEach(deletePurchases);

  it("stores the application, queues a notice to support, audits it, and answers 201", async () => {
    const res = await signup(application, "100.67.1.1");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      success: true,
      message: "Application Submitted! We'll review your application and get back to you within 24-48 hours.",
    });

    const stored = await prisma.affiliateApplication.findFirstOrThrow();
    expect(stored).toMatchObject({
      name: "Jane Streamer",
      email: "jane@example.com",
      website: "https://jane.example/blog",
      socialMedia: "youtube.com/@jane",
      experience: "Two years of SkyBlock videos",
      expectedTraffic: "20k views a month",
      additionalInfo: null,
      status: "PENDING",
      ipAddress: "100.67.1.1",
    });
    const mail = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `affiliate:${stored.id}` } });
    expect(mail).toMatchObject({ to: site.supportEmail, subject: "New affiliate application: Jane Streamer", status: "PENDING" });
    for (const line of [
      "Name: Jane Streamer",
      "E-mail: jane@example.com",
      "Website: https://jane.example/blog",
      "Expected monthly traffic: 20k views a month",
      "Additional information: (not given)",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "affiliate.apply" } })).toMatchObject({
      success: true,
      ipAddress: "100.67.1.1",
      details: { applicationId: stored.id },
    });
  });

  it("refuses line breaks in the name, so none can reach the mail's subject", async () => {
    const res = await signup({ name: "Eve\r\nBcc: victim@example.com", email: "eve@example.com" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ name: "name must be a single line without control characters" });
    expect(await prisma.emailOutbox.count()).toBe(0);
  });

  it.each([
    ["an invalid e-mail", { email: "jane at example" }, "email", "Invalid email format"],
    ["a missing name", { name: undefined }, "name", "Full name is required"],
    ["a missing e-mail", { email: undefined }, "email", "Email is required"],
    ["a blank name", { name: "   " }, "name", "Full name is required"],
    ["a website that is not http(s)", { website: "javascript:alert(1)" }, "website", "Website must be a URL starting with http:// or https://"],
    ["an overlong field", { experience: "x".repeat(2001) }, "experience", "Marketing experience must be at most 2000 characters"],
  ])("refuses %s with a 400 naming the field, storing nothing", async (_case, change, field, message) => {
    const res = await signup({ ...application, ...change });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("bad_request");
    expect(error.fields[field]).toBe(message);
    expect(await prisma.affiliateApplication.count()).toBe(0);
    expect(await prisma.emailOutbox.count()).toBe(0);
  });

  it("limits a client to five applications a minute, telling it when to retry", async () => {
    const client = "100.67.9.9";
    for (let i = 0; i < 5; i += 1) expect((await signup({ name: `Applicant ${i}`, email: `a${i}@example.com` }, client)).status).toBe(201);
    const limited = await signup({ name: "Applicant 6", email: "a6@example.com" }, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await prisma.affiliateApplication.count()).toBe(5);
  });
});
