import { requireAdmin } from "@/lib/auth/require-admin";
import { discordConfig } from "@/lib/discord/discord-config";

import { AddUserForm } from "@/components/admin/add-user-form";
import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { DiscordRolesCheck } from "@/components/admin/discord-roles-check";
import { UserSearch } from "@/components/admin/user-search";

/** Manage Users: add a user by Minecraft name and search the whitelist; both ask the server only when used. */
export default async function UsersTabPage() {
  await requireAdmin();
  return (
    // One column: the search's results table gets the tab's whole width.
    <DashboardTabPanel tab="users" className="space-y-8">
      <div className="max-w-xl">
        <AddUserForm />
      </div>
      <UserSearch />
      {discordConfig() ? <DiscordRolesCheck /> : null}
    </DashboardTabPanel>
  );
}
