"use client";

import { Tag } from "lucide-react";

import { CHECKOUT_FORM } from "@/lib/content/checkout";

/**
 * Shows the creator code this tab holds (its ?ref= or session storage), when there is one, by the name the buyer
 * knows it by ("Creator code TECHNO"). The server attributes the order to the last link followed in this browser
 * within 30 days when it knows one (the HttpOnly attribution cookie).
 */
export function ReferralBadge({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <p
      data-testid="creator-code-badge"
      className="inline-flex items-center gap-2 rounded-full border border-brand-600 bg-brand-500/10 px-3 py-1 text-sm text-brand-300"
    >
      <Tag aria-hidden className="size-4" />
      {CHECKOUT_FORM.referralBadge} <strong className="font-semibold">{code}</strong>
    </p>
  );
}
