import "server-only";

import { ERROR_CODES, type ErrorCode } from "@/lib/api/errors";
import { z } from "@/lib/validation/zod";

const errorCodes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** Every API error's body (errorResponse builds it): a code from ERROR_CODES, a message for people, and the invalid fields of a 400. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().meta({ description: "each invalid field's first problem, by path (a.b; body for the whole input)" }),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
