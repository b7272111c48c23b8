import { createElement } from "react";

import type { LucideIcon } from "lucide-react";

type IconData = { name?: string; aliases?: readonly string[]; node: readonly (readonly [string, Record<string, string | number>])[] };

/** The shapes of a lucide-react 1.x icon: its component hands them to lucide's Icon as the `icon` prop. */
function iconData(icon: LucideIcon): IconData {
  const render = (icon as unknown as { render?: (props: object, ref: null) => { props?: { icon?: IconData } } }).render;
  const data = render?.({}, null).props?.icon;
  if (!data) throw new Error("lucide-react no longer hands its icons' shapes to Icon as `icon`: see components/ui/static-icon.tsx");
  return data;
}

/**
 * A lucide icon as plain SVG, decorative (aria-hidden). lucide-react 1.x draws every icon through its Icon, a
 * client component (it reads a React context), so each icon on a server page put lucide's code into the page's
 * first load and a component into its hydration; this draws the same markup (tests/unit/ui/static-icon.test.tsx)
 * on the server, in any component, server or client.
 */
export function StaticIcon({ icon, className = "" }: { icon: LucideIcon; className?: string }) {
  const { name, aliases = [], node } = iconData(icon);
  const names = [name, ...aliases].filter((n): n is string => Boolean(n?.trim())).map((n) => `lucide-${n}`);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={["lucide", ...names, className].filter(Boolean).join(" ")}
    >
      {node.map(([tag, { key, ...attributes }], index) => createElement(tag, { key: String(key ?? index), ...attributes }))}
    </svg>
  );
}
