import { z } from "@/lib/validation/zod";

import { purchaseEmailSchema } from "@/lib/payments/schemas";

/** POST /api/download-link: the address the buyer paid with, checked exactly as at checkout. */
export const resendDownloadLinkSchema = z.object({ email: purchaseEmailSchema });

export type ResendDownloadLinkInput = z.infer<typeof resendDownloadLinkSchema>;
