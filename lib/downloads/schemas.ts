import { emailSchema } from "@/lib/validation/email";
import { z } from "@/lib/validation/zod";

/** POST /api/download-link: the address the buyer paid with, checked exactly as at checkout. */
export const resendDownloadLinkSchema = z.object({ email: emailSchema });

export type ResendDownloadLinkInput = z.infer<typeof resendDownloadLinkSchema>;

/**
 * POST /api/download-link's answer: the same for every address, known or not.
 * Only in demo mode (simulated PayPal and no mail server) does it carry the
 * links the e-mail would hold, since no mail can be read there.
 */
export const resendDownloadLinkResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  demoLinks: z.array(z.object({ username: z.string(), downloadLink: z.string() })).optional(),
});

export type ResendDownloadLinkResult = z.infer<typeof resendDownloadLinkResultSchema>;
