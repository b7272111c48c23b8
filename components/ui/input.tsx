import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const TONES = {
  /** Inside the dark panels of dialogs, the payment form and the admin screens. */
  panel: "border-ink-700 bg-ink-950 text-zinc-50 placeholder:text-zinc-500 aria-invalid:border-red-500",
  /** Straight on a page's background (the resend form). */
  page: "border-ink-700 bg-ink-800 text-zinc-100 placeholder:text-zinc-400 aria-invalid:border-red-400",
} as const;

const SIZES = { md: "py-2", lg: "py-2.5" } as const;

type InputLook = { tone?: keyof typeof TONES; inputSize?: keyof typeof SIZES };

/** The classes of a text control; where it sits (margins, width) is the caller's or Field's. */
function inputClass({ tone = "panel", inputSize = "md", className = "" }: InputLook & { className?: string } = {}): string {
  return `rounded-lg border px-3 focus-visible:outline-2 focus-visible:outline-brand-400 ${TONES[tone]} ${SIZES[inputSize]} ${className}`.trim();
}

/** `id` renders first, as a hand-written control had it (tests read the markup). */
export function Input({ id, tone, inputSize, className, ...props }: InputHTMLAttributes<HTMLInputElement> & InputLook) {
  return <input id={id} className={inputClass({ tone, inputSize, className })} {...props} />;
}

export function Textarea({ id, tone, inputSize, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & InputLook) {
  return <textarea id={id} className={inputClass({ tone, inputSize, className })} {...props} />;
}

export function Select({ id, tone, inputSize, className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & InputLook) {
  return <select id={id} className={inputClass({ tone, inputSize, className })} {...props} />;
}
