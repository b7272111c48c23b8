import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { ArrowRight, Check, CircleHelp, Crosshair, type LucideIcon } from "lucide-react";
import { describe, expect, it } from "vitest";

import { StaticIcon } from "@/components/ui/static-icon";

/** The root's attributes as a set, and what is inside it: the same icon may list its attributes in another order. */
function parts(markup: string) {
  const match = /^<svg([^>]*)>(.*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`not an svg: ${markup}`);
  const attributes = [...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) =>
    name === "class" ? `class=${(value ?? "").split(" ").sort().join(" ")}` : `${name}=${value}`,
  );
  return { attributes: attributes.sort(), children: match[2] };
}

describe("StaticIcon", () => {
  it.each<[string, LucideIcon]>([
    ["Crosshair", Crosshair],
    ["Check", Check],
    ["ArrowRight", ArrowRight],
    ["CircleHelp", CircleHelp],
  ])("draws %s as lucide-react does, without its client component", (_name, icon) => {
    const ours = renderToStaticMarkup(createElement(StaticIcon, { icon, className: "size-5 text-brand-400" }));
    const lucides = renderToStaticMarkup(createElement(icon, { "aria-hidden": true, className: "size-5 text-brand-400" }));
    expect(parts(ours)).toEqual(parts(lucides));
  });
});
