import { ImageResponse } from "next/og";

import { BANNERS } from "@/lib/content/affiliate-materials";

// Built once, at build time: a banner is the same for every affiliate (their link goes around it, not in it).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return BANNERS.map((banner) => ({ file: banner.file }));
}

// GET /banners/<file> – the affiliate banners (lib/content/affiliate-materials.ts), PNG, generated with next/og like the share card.
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const banner = BANNERS.find((b) => b.file === file);
  if (!banner) return new Response("Not found", { status: 404 });
  // Sized from the medium rectangle (300 × 250): the social card draws the same layout at 2.5 times the size.
  const scale = Math.min(banner.width / 300, banner.height / 250);
  const wide = banner.width / banner.height > 4;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: wide ? "row" : "column",
        alignItems: wide ? "center" : "flex-start",
        justifyContent: wide ? "space-between" : "center",
        padding: wide ? "0 32px" : 24 * scale,
        background: "#0a0f0d",
        color: "#f4f4f5",
        border: "2px solid #166534",
      }}
    >
      <div style={{ fontSize: wide ? 36 : 30 * scale, fontWeight: 800, color: "#4ade80" }}>{banner.headline}</div>
      {banner.line ? (
        <div style={{ fontSize: wide ? 22 : 16 * scale, marginTop: wide ? 0 : 12 * scale, maxWidth: wide ? 420 : "100%" }}>{banner.line}</div>
      ) : null}
      {banner.cta ? (
        <div
          style={{
            marginTop: 20 * scale,
            padding: `${8 * scale}px ${16 * scale}px`,
            borderRadius: 8 * scale,
            background: "#22c55e",
            color: "#052e16",
            fontSize: 16 * scale,
            fontWeight: 700,
          }}
        >
          {banner.cta}
        </div>
      ) : null}
    </div>,
    { width: banner.width, height: banner.height, headers: { "Cache-Control": "public, max-age=86400" } },
  );
}
