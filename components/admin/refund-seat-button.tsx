"use client";

import { useState } from "react";

import { refundSeatAction } from "@/lib/admin/actions/orders";
import { ADMIN_ORDERS } from "@/lib/content/admin/orders";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";

const T = ADMIN_ORDERS.refundSeat;

/** "Refund seat" on one seat of a paid pack: a dialog says what goes back and what is revoked, then refunds it at PayPal. */
export function RefundSeatButton({
  orderId,
  paypalOrderId,
  position,
  amount,
  username,
}: {
  orderId: string;
  paypalOrderId: string;
  position: number;
  /** The seat's amount with its currency, as the dialog says it. */
  amount: string;
  username: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function refund() {
    setBusy(true);
    const result = await refundSeatAction({ orderId, position });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    setOpen(false);
    toast.success(T.done(position));
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="xs" aria-label={T.triggerLabel(position, paypalOrderId)}>
          {T.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-zinc-50">{T.title(position)}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-zinc-300">{T.description(amount, username ? T.account(username) : T.gift)}</DialogDescription>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{T.cancel}</Button>
          </DialogClose>
          <Button disabled={busy} onClick={() => void refund()}>
            {T.submit}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
