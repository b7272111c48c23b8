"use client";

import type { UseFormRegisterReturn } from "react-hook-form";

import { sanitizeReferralCode } from "@/lib/referrals/referral-codes";

import { Input } from "@/components/ui/input";

/**
 * A referral code's field: what is typed is cleaned as it is typed (A-Z and 0-9 only, upper case, 20 at most),
 * so the admin or the affiliate sees the code the server will store.
 */
export function CodeInput({ field, ...props }: { field: UseFormRegisterReturn; placeholder?: string; readOnly?: boolean; spellCheck?: boolean; id?: string }) {
  return (
    <Input
      className="font-mono"
      maxLength={20}
      autoComplete="off"
      {...props}
      {...field}
      onChange={(event) => {
        event.target.value = sanitizeReferralCode(event.target.value);
        return field.onChange(event);
      }}
    />
  );
}
