import { BANNERS } from "@/lib/content/affiliate-materials";

import { expect, test } from "./support/test";

/** A PNG's width and height, from its IHDR chunk (bytes 16 to 24, big-endian). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const banner of BANNERS) {
  test(`serves the ${banner.name} banner as a ${banner.width}×${banner.height} PNG anyone can embed`, async ({ request }) => {
    const res = await request.get(`/banners/${banner.file}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await res.body())).toEqual({ width: banner.width, height: banner.height });
  });
}

test("answers 404 for a banner that does not exist", async ({ request }) => {
  expect((await request.get("/banners/skyscraper.png")).status()).toBe(404);
});
