"use client";

import { useState } from "react";

import { createWebhookEndpointAction } from "@/lib/admin/actions/webhooks";
import { ADMIN_WEBHOOK_ENDPOINTS as E } from "@/lib/content/admin/webhooks";
import { WEBHOOK_EVENTS } from "@/lib/outgoing-webhooks/events";
import { createWebhookEndpointSchema } from "@/lib/outgoing-webhooks/schemas";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

import { useServerForm } from "@/components/forms/use-server-form";

import { WebhookSecretNotice } from "./webhook-secret-notice";

/** "Add an endpoint" (the server's createWebhookEndpointSchema, as POST /admin/webhook-endpoints takes it); its secret is shown once. */
export function WebhookEndpointForm() {
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const { form, onSubmit, submitting } = useServerForm({
    schema: createWebhookEndpointSchema,
    defaultValues: { kind: "STANDARD", url: "", description: "", events: ["order.paid", "license.granted"], personalData: false },
    submit: createWebhookEndpointAction,
    onSuccess: ({ endpoint, secret }) => {
      toast.success(E.created);
      // Discord checks the token in its URL: a channel's endpoint has no secret to copy.
      if (endpoint.kind === "STANDARD") setCreated({ url: endpoint.url, secret });
      form.reset();
    },
  });
  const errors = form.formState.errors;
  return (
    <div className="space-y-3">
      <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-ink-800 p-4" aria-labelledby="webhook-endpoint-form-heading">
        <h3 id="webhook-endpoint-form-heading" className="font-semibold text-zinc-100">
          {E.form.heading}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="webhook-kind" label={E.form.kind} labelTone="muted" hint={E.form.kindHint} error={errors.kind?.message}>
            <Select {...form.register("kind")}>
              {(["STANDARD", "DISCORD"] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {E.form.kinds[kind]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="webhook-url" label={E.form.url} labelTone="muted" hint={E.form.urlHint} error={errors.url?.message}>
            <Input type="url" inputMode="url" spellCheck={false} placeholder="https://example.com/webhooks" {...form.register("url")} />
          </Field>
          <Field id="webhook-description" label={E.form.description} labelTone="muted" error={errors.description?.message}>
            <Input {...form.register("description")} />
          </Field>
        </div>
        <fieldset className="space-y-1">
          <legend className="text-sm text-zinc-300">{E.form.events}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm text-zinc-200">
                <input type="checkbox" className="h-4 w-4" value={event} {...form.register("events")} />
                {E.events[event]} <code className="text-xs text-zinc-400">{event}</code>
              </label>
            ))}
          </div>
          {errors.events ? (
            <p role="alert" className="text-sm text-red-400">
              {errors.events.message}
            </p>
          ) : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-zinc-300">
          <input type="checkbox" className="h-4 w-4" {...form.register("personalData")} />
          {E.form.personalData}
        </label>
        <p className="text-xs text-zinc-400">{E.form.personalDataHint}</p>
        <Button type="submit" disabled={submitting}>
          {submitting ? E.form.adding : E.form.submit}
        </Button>
      </form>
      {created ? <WebhookSecretNotice url={created.url} secret={created.secret} onDone={() => setCreated(null)} /> : null}
    </div>
  );
}
