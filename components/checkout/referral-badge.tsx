"use client";

import { Tag } from "lucide-react";

import { CHECKOUT_FORM } from "@/lib/content/checkout";

/** Shows the referral code the order will carry, when there is one. */
export function ReferralBadge({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-brand-600 bg-brand-500/10 px-3 py-1 text-sm text-brand-300">
      <Tag aria-hidden className="size-4" />
      {CHECKOUT_FORM.referralBadge}: <strong className="font-semibold">{code}</strong>
    </p>
  );
}
