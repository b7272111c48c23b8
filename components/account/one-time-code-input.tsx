import type { ComponentProps } from "react";

import { Input } from "@/components/ui/input";

/**
 * The field for a 6-digit code from a mail (signing in, confirming a new address): the number pad on a phone, the
 * code offered from the mail by the keyboard (autocomplete one-time-code), and its digits spaced apart.
 */
export function OneTimeCodeInput({ className = "", ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      className={`font-mono tracking-[0.4em] ${className}`.trim()}
      {...props}
    />
  );
}
