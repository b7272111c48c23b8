"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { DASHBOARD_LAYOUT } from "@/lib/content/admin/routes";
import { refundPackSeat } from "@/lib/payments/refund-pack-seat";
import { refundSeatSchema } from "@/lib/payments/schemas";

/** One seat of a paid pack refunded at PayPal and revoked, the other seats untouched; answers PayPal's refund id. */
export const refundSeatAction = adminAction({ schema: refundSeatSchema, refresh: [DASHBOARD_LAYOUT] }, (input, ctx) => refundPackSeat(input, ctx));
