import "server-only";

import { env } from "@/lib/env";
import { site } from "@/lib/site";

/** Who hears what needs an admin: ADMIN_EMAILS, or the support address without it. */
export const adminEmails = (): string[] => env.ADMIN_EMAILS ?? [site.supportEmail];
