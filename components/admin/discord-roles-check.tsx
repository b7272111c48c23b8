"use client";

import { reconcileDiscordRolesAction } from "@/lib/admin/actions/users";
import { ADMIN_USERS } from "@/lib/content/admin/users";

import { Button } from "@/components/ui/button";

import { useAdminAction } from "./use-admin-action";

const T = ADMIN_USERS.discordRoles;

/** "Check Discord roles now": the nightly reconciliation, queued at once. Shown only with the DISCORD_ settings. */
export function DiscordRolesCheck() {
  const { busy, run } = useAdminAction();
  return (
    <section aria-labelledby="discord-roles-heading" className="max-w-xl space-y-2">
      <h2 id="discord-roles-heading" className="text-xl font-bold text-zinc-50">
        {T.heading}
      </h2>
      <p className="text-sm text-zinc-300">{T.intro}</p>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => void run(() => reconcileDiscordRolesAction({}), T.queued)}>
        {T.button}
      </Button>
    </section>
  );
}
