import { LICENSE_API_PAGE, OPENAPI_PATH } from "@/lib/content/license-api";
import { CONTENT_DATES, PUBLIC_ROUTES, SITEMAP_ROUTES } from "@/lib/content/public-routes";

import { E2E_PORT, E2E_PUBLIC_URL } from "../../playwright.config";
import { PUBLIC_PAGES } from "./support/public-pages";
import { expect, test } from "./support/test";

test("every public route has an expectation", () => {
  expect(PUBLIC_PAGES.map((p) => p.path).sort()).toEqual([...PUBLIC_ROUTES].sort());
});

for (const page of PUBLIC_PAGES) {
  test(`${page.path} answers 200 with its title, heading, canonical link and JSON-LD`, async ({ page: tab }) => {
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(tab).toHaveTitle(page.title);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.h1);
    const canonical = `${E2E_PUBLIC_URL}${page.path === "/" ? "" : page.path}`;
    await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(tab.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(tab.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);
    await expect(tab.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);

    const blocks = await tab.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((b) => (JSON.parse(b) as { "@type": string })["@type"]);
    expect(types.sort()).toEqual([...page.jsonLd].sort());
  });
}

test("the landing page's Product offer is 5.00 USD, final sale, and the Organization gives the support e-mail", async ({ page }) => {
  await page.goto("/");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
  const product = blocks.find((b) => b["@type"] === "Product");
  expect(product.offers).toMatchObject({
    price: "5.00",
    priceCurrency: "USD",
    hasMerchantReturnPolicy: { returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
  });
  // Google's merchant listings require an image: it is the share card, and it answers as an image.
  expect(product.image).toBe(`${E2E_PUBLIC_URL}/opengraph-image`);
  const image = await page.request.get("/opengraph-image");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const organization = blocks.find((b) => b["@type"] === "Organization");
  expect(organization.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  await expect(page.getByRole("link", { name: organization.email })).toHaveAttribute("href", `mailto:${organization.email}`);
});

test("the footer links the mod authors' page, which links the OpenAPI document the server publishes", async ({ page, request }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: LICENSE_API_PAGE.heading }).click();
  await expect(page).toHaveURL(/\/docs\/license-api$/);
  await expect(page.getByRole("link", { name: OPENAPI_PATH })).toHaveAttribute("href", OPENAPI_PATH);
  const res = await request.get(OPENAPI_PATH);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/json/);
  expect(res.headers()["cache-control"]).toBe("public, max-age=3600");
  expect(((await res.json()) as { openapi: string }).openapi).toBe("3.1.0");
});

test("/download is shared like the other pages (og:type, og:url, canonical) but never indexed, and /favicon.ico answers", async ({ browser, request }) => {
  // The page as a crawler or a link preview reads it, without scripts: a visitor's browser leaves for /payment after
  // 2 s without a purchase in progress, which a slow run's checks would race.
  const crawler = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, javaScriptEnabled: false });
  const page = await crawler.newPage();
  await page.goto("/download");
  const canonical = `${E2E_PUBLIC_URL}/download`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await crawler.close();
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  const bytes = await icon.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});

test("sitemap.xml lists every public page and robots.txt keeps crawlers out of private areas", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of SITEMAP_ROUTES) {
    expect(sitemap).toContain(`<loc>${E2E_PUBLIC_URL}${route === "/" ? "" : route}</loc>\n<lastmod>${CONTENT_DATES[route]}</lastmod>`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/api", "/download"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toContain(`Sitemap: ${E2E_PUBLIC_URL}/sitemap.xml`);
});
