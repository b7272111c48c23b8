import Link from "next/link";

import { needsOwnPolicy } from "@/lib/http/security-headers";

const VARIANTS = {
  primary: "bg-brand-500 text-ink-950 hover:bg-brand-400 shadow-lg shadow-brand-500/20",
  secondary: "border border-ink-700 bg-ink-900 text-zinc-100 hover:border-brand-500 hover:text-brand-300",
} as const;

/** A link styled as a button: navigation stays a real link for crawlers, keyboards and middle-clicks. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className = "",
}: {
  href: string;
  children: React.ReactNode;
  variant?: keyof typeof VARIANTS;
  className?: string;
}) {
  const classes = `inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors ${VARIANTS[variant]} ${className}`;
  // The payment page must arrive with its own Content-Security-Policy (PayPal's hosts), so it is loaded in full.
  if (needsOwnPolicy(href)) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  );
}
