import { requireAdmin } from "@/lib/auth/require-admin";

/** Every page under this group is an admin's: the session is checked here on the server, not only by the gate. */
export default async function AdminDashboardLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      {children}
    </main>
  );
}
