export const dynamic = "force-dynamic";

// POST /api/paypal/capture-order – the same handler under the /api/paypal/ prefix.
export { POST } from "@/app/api/paypal-capture-order/route";
