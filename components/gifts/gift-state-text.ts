import { GIFT_STATE } from "@/lib/content/gifts";
import type { GiftState } from "@/lib/gifts/gift-state";

/** A gift's state in words, the same on the buyer's gift page and in the admin's Orders tab. */
export function giftStateText(gift: GiftState): string {
  switch (gift.state) {
    case "pending":
      return GIFT_STATE.pending;
    case "unredeemed":
      return GIFT_STATE.unredeemed;
    case "redeemed":
      return GIFT_STATE.redeemed(gift.username, gift.at);
    case "voided":
      return GIFT_STATE.voided(gift.at);
  }
}
