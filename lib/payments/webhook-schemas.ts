import { z } from "zod";

const money = z.object({ currency_code: z.string(), value: z.string() });
const link = z.object({ href: z.string(), rel: z.string() });

/** The envelope every PayPal webhook delivery has; the resource is checked by its handler. */
export const webhookEventSchema = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string().min(1).max(100),
  resource: z.record(z.string(), z.unknown()),
});

/** PAYMENT.CAPTURE.COMPLETED: the capture; its order is in supplementary_data. */
export const captureResourceSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: money,
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string() }) }),
});

/** PAYMENT.CAPTURE.REFUNDED / REVERSED: the refund; the capture id is only in its "up" link. */
export const refundResourceSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  links: z.array(link),
});

/** The capture id a refund's "up" link points at (…/v2/payments/captures/{id}). */
export function captureIdOfRefund(links: { href: string; rel: string }[]): string | null {
  const up = links.find((l) => l.rel === "up")?.href ?? "";
  return /\/v2\/payments\/captures\/([A-Za-z0-9]+)$/.exec(up)?.[1] ?? null;
}
