"use client";

import { useTransition } from "react";

import { unlinkDiscordAction } from "@/lib/account/actions/account";
import { ACCOUNT_PAGE as P } from "@/lib/content/account";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** "Unlink" beside a license's Discord account: the account is refreshed by the action; a refusal is a toast. */
export function UnlinkDiscordButton({ licenseId, name, username }: { licenseId: string; name: string; username: string }) {
  const [pending, startTransition] = useTransition();
  const unlink = () =>
    startTransition(async () => {
      const result = await unlinkDiscordAction({ licenseId });
      if (!result.ok) toast.error(result.error);
    });
  return (
    <Button type="button" variant="chip" size="xs" onClick={unlink} disabled={pending} aria-label={P.discord.unlinkLabel(name, username)}>
      {P.discord.unlink}
    </Button>
  );
}
