import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { currentAdmin } from "@/lib/auth/require-admin";
import { ADMIN_LOGIN } from "@/lib/content/admin/login";
import { DASHBOARD_PATH } from "@/lib/content/admin/routes";

import { ButtonLink } from "@/components/ui/button-link";

import { LoginForm } from "@/components/admin/login-form";

export const metadata: Metadata = { title: ADMIN_LOGIN.title, robots: { index: false, follow: false } };

export default async function AdminLoginPage() {
  // Signed in already: straight to the dashboard.
  if (await currentAdmin()) redirect(DASHBOARD_PATH);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-4 py-10">
      <h1 className="text-3xl font-extrabold text-zinc-50">{ADMIN_LOGIN.heading}</h1>
      <p className="mt-2 text-sm text-zinc-300">{ADMIN_LOGIN.intro}</p>
      <div className="mt-6 rounded-xl border border-ink-700 bg-ink-900 p-6">
        <LoginForm />
      </div>
      <ButtonLink href="/" variant="secondary" className="mt-6">
        {ADMIN_LOGIN.backHome}
      </ButtonLink>
    </main>
  );
}
