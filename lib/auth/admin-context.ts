import type { AdminSession } from "@/lib/auth/require-admin";

/** Who is acting, and from where: every admin write is audited with both. */
export type AdminContext = { admin: AdminSession; ipAddress?: string };
