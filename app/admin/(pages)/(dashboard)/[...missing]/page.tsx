import { notFound } from "next/navigation";

import { requireAdmin } from "@/lib/auth/require-admin";
import { log } from "@/lib/log";

/**
 * Any other /admin/... path. The proxy's matcher names the pages group's
 * routes only (the JSON routes beside it must never be redirected), so an
 * unknown path is gated here: a visitor without a session goes to the
 * sign-in page as everywhere under /admin, a signed-in admin gets the 404.
 */
export default async function AdminMissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  await requireAdmin();
  const { missing } = await params;
  log.warn("page not found", { path: `/admin/${missing.map(encodeURIComponent).join("/")}` });
  notFound();
}
