import { emailSchema } from "@/lib/mail/schemas";
import { z } from "@/lib/validation/zod";

/** POST /api/download-link: the address the buyer paid with, checked exactly as at checkout. */
export const resendDownloadLinkSchema = z.object({ email: emailSchema });

export type ResendDownloadLinkInput = z.infer<typeof resendDownloadLinkSchema>;

/** POST /api/download-link's answer: the same for every address, known or not. */
export const resendDownloadLinkResultSchema = z.object({ success: z.literal(true), message: z.string() });

export type ResendDownloadLinkResult = z.infer<typeof resendDownloadLinkResultSchema>;
