"use client";

import { useState } from "react";

import { enableWebhookEndpointAction, redeliverWebhookAction, rotateWebhookSecretAction } from "@/lib/admin/actions/webhooks";
import { ADMIN_WEBHOOK_ENDPOINTS as E } from "@/lib/content/admin/webhooks";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

import { WebhookSecretNotice } from "./webhook-secret-notice";

type Result<T> = { ok: true; data: T } | { ok: false; error: string };

/** A small button that runs one admin action: busy while it runs, the server's refusal as a toast, `done` on success. */
function ActionButton<T>({ run, label, text, done }: { run: () => Promise<Result<T>>; label: string; text: string; done: (data: T) => void }) {
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (result.ok) done(result.data);
    else toast.error(result.error);
  }
  return (
    <Button variant="outline" size="xs" disabled={busy} aria-label={label} onClick={() => void click()}>
      {text}
    </Button>
  );
}

/** "Rotate secret": the new secret is shown once, below the button. */
export function RotateWebhookSecretButton({ id, url }: { id: string; url: string }) {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <ActionButton
        run={() => rotateWebhookSecretAction({ id })}
        label={E.rotateLabel(url)}
        text={E.rotate}
        done={(data) => {
          toast.success(E.rotated);
          setSecret(data.secret);
        }}
      />
      {secret ? <WebhookSecretNotice url={url} secret={secret} onDone={() => setSecret(null)} /> : null}
    </>
  );
}

/** "Enable" on a disabled endpoint. */
export function EnableWebhookEndpointButton({ id, url }: { id: string; url: string }) {
  return <ActionButton run={() => enableWebhookEndpointAction({ id })} label={E.enableLabel(url)} text={E.enable} done={() => toast.success(E.enabled)} />;
}

/** "Redeliver" on a delivery of the log. */
export function RedeliverWebhookButton({ id, label }: { id: string; label: string }) {
  return <ActionButton run={() => redeliverWebhookAction({ id })} label={label} text={E.redeliver} done={() => toast.success(E.redelivered)} />;
}
