import { handlers } from "@/lib/auth/auth";

export const dynamic = "force-dynamic";

// GET|POST /api/auth/* – next-auth's own endpoints (session, CSRF token, sign-out); sign-in goes through /api/admin/login.
export const { GET, POST } = handlers;
