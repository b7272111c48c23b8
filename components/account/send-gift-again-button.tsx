"use client";

import { useState, useTransition } from "react";

import { sendGiftAgainAction } from "@/lib/account/actions/account";
import { GIFT_SEND_AGAIN as P } from "@/lib/content/gifts";

import { Button } from "@/components/ui/button";

/** "Send the e-mail again" for one unredeemed gift: the answer (sent, or why not) shows beside the button. */
export function SendGiftAgainButton({ giftId }: { giftId: string }) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const send = () =>
    startTransition(async () => {
      const result = await sendGiftAgainAction({ giftId });
      setAnswer(result.ok ? { ok: true, text: result.data.message } : { ok: false, text: result.error });
    });
  return (
    <div className="flex flex-col gap-1">
      <Button type="button" variant="chip" size="sm" onClick={send} disabled={pending} title={P.hint}>
        {pending ? P.sending : P.button}
      </Button>
      <p role="status" className={`text-xs ${answer?.ok === false ? "text-red-400" : "text-brand-300"}`}>
        {answer?.text ?? P.hint}
      </p>
    </div>
  );
}
