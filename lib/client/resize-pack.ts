import type { CheckoutFormValues } from "@/lib/payments/schemas";

type Seat = CheckoutFormValues["seats"][number];

const emptySeat = (username = ""): Seat => ({ kind: "account", username, recipientEmail: "", message: "", sendAt: "" });

/**
 * The checkout form's fields after the buyer picks `next` licenses. 1 is the single license's form (no seats); more
 * make a pack with as many seats, the seats already filled kept. A pack starts with what was typed for the single
 * license (its account, or the gift with its recipient, message and day), so nothing typed is lost; a pack is no gift
 * itself, its seats are, so the single gift's fields are cleared: hidden, they could otherwise hold the form back unseen.
 */
export function resizePack(
  values: Pick<CheckoutFormValues, "seats" | "asGift" | "recipientEmail" | "message" | "sendAt" | "username">,
  next: number,
): Partial<CheckoutFormValues> & Pick<CheckoutFormValues, "seats" | "quantity"> {
  const { recipientEmail, message, sendAt } = values;
  const first: Seat = values.asGift ? { kind: "gift", username: "", recipientEmail, message, sendAt } : emptySeat(values.username);
  const seats = next < 2 ? [] : Array.from({ length: next }, (_, index) => values.seats[index] ?? (index === 0 ? first : emptySeat()));
  const singleGiftCleared = next > 1 ? { asGift: false, recipientEmail: "", message: "", sendAt: "" } : {};
  return { ...singleGiftCleared, seats, quantity: next };
}
