import { ImageResponse } from "next/og";

import { HERO } from "@/lib/content/landing";
import { currentPrice } from "@/lib/pricing/current-price";
import { site } from "@/lib/site";

export const alt = `${site.name}: ${HERO.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The share card every page inherits, with the price shown now; generated at build time with next/og's bundled font. */
export default async function OpengraphImage() {
  const price = await currentPrice();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "#0a0f0d",
        color: "#f4f4f5",
      }}
    >
      <div style={{ fontSize: 88, fontWeight: 800, color: "#4ade80" }}>{site.name}</div>
      <div style={{ fontSize: 40, marginTop: 24, maxWidth: 960 }}>{HERO.tagline}</div>
      <div style={{ fontSize: 36, marginTop: 48, color: "#86efac" }}>{HERO.shareLine(price.text)}</div>
    </div>,
    size,
  );
}
