import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary: "bg-brand-500 font-semibold text-ink-950 hover:bg-brand-400",
  outline: "border border-ink-700 font-semibold hover:border-brand-500",
  /** An outline that warns on hover: sign out everywhere. */
  caution: "border border-ink-700 font-semibold hover:border-red-500",
  danger: "border border-red-800 font-semibold text-red-300 hover:border-red-500",
  /** The brand-coloured outline that opens the affiliate dialog. */
  brand: "border border-brand-600 font-semibold text-brand-300 hover:bg-brand-500/10",
  /** Cancel in a dialog. */
  quiet: "border border-ink-700 text-zinc-200 hover:border-zinc-500",
  /** Small secondary actions beside content: copy a link, a quick code. */
  chip: "border border-ink-700 hover:border-brand-500",
} as const;

const SIZES = {
  /** Row actions in the admin tables. */
  xs: "rounded px-2 py-1 text-xs",
  sm: "rounded px-3 py-1.5 text-sm",
  pill: "rounded-full px-3 py-1 text-sm",
  md: "rounded-lg px-4 py-2",
  tall: "rounded-lg px-4 py-2.5",
  lg: "rounded-lg px-5 py-2.5",
  xl: "rounded-lg px-6 py-3",
} as const;

type ButtonVariant = keyof typeof VARIANTS;
type ButtonSize = keyof typeof SIZES;

/** The classes of a button, for elements that render their own (Radix's DialogTrigger and DialogClose). */
export function buttonClass({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `inline-flex items-center justify-center gap-1 transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

/** The site's one button; `type` defaults to "button" so only a form's submit button submits. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
