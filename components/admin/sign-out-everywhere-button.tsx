"use client";

import { useTransition } from "react";

import type { ActionResult } from "@/lib/api/server-action";
import { ADMIN_DASHBOARD as D } from "@/lib/content/admin/dashboard";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/**
 * "Sign out everywhere": the action ends every session of this admin and
 * redirects to the sign-in page; only a refusal comes back, as a toast. The
 * action is passed in by the server page (components do not import from app/).
 */
export function SignOutEverywhereButton({ action }: { action: () => Promise<ActionResult<never>> }) {
  const [pending, startTransition] = useTransition();
  function signOutEverywhere() {
    startTransition(async () => {
      const result = await action();
      if (!result.ok) toast.error(result.error);
    });
  }
  return (
    <Button variant="caution" disabled={pending} onClick={signOutEverywhere}>
      {D.logoutAll}
    </Button>
  );
}
