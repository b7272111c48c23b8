import { formatTime } from "@/lib/admin/format-time";
import type { WebhookAttemptRow, WebhookEndpointWithLog } from "@/lib/admin/webhook-endpoints";
import { ADMIN_WEBHOOK_ENDPOINTS as E } from "@/lib/content/admin/webhooks";

import { AdminTable } from "./admin-table";
import { EnableWebhookEndpointButton, RedeliverWebhookButton, RotateWebhookSecretButton } from "./webhook-endpoint-buttons";
import { WebhookEndpointForm } from "./webhook-endpoint-form";

const STATE_STYLE = { PENDING: "text-amber-300", DELIVERED: "text-brand-400", FAILED: "text-red-400" } as const;

const attemptText = (a: WebhookAttemptRow) =>
  E.attempt(formatTime(a.attemptedAt), a.statusCode !== null ? E.attemptStatus(a.statusCode) : (a.error ?? "—"), a.durationMs);

/** One endpoint: its URL, events and state, its buttons, and the log of its newest deliveries with each try. */
function Endpoint({ endpoint }: { endpoint: WebhookEndpointWithLog }) {
  return (
    <li className="space-y-3 rounded-lg border border-ink-800 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm break-all text-zinc-100">{endpoint.url}</p>
          <p className="text-xs text-zinc-400">{E.form.kinds[endpoint.kind]}</p>
          {endpoint.description ? <p className="text-sm text-zinc-300">{endpoint.description}</p> : null}
          <p className="text-xs text-zinc-400">{endpoint.events.join(", ")}</p>
          <p className={`text-sm font-semibold ${endpoint.enabled ? "text-brand-400" : "text-red-400"}`}>
            {endpoint.enabled ? E.state.enabled : E.state.disabled(endpoint.disabledReason)}
          </p>
          {endpoint.previousSecretUntil ? <p className="text-xs text-zinc-400">{E.previousUntil(formatTime(endpoint.previousSecretUntil))}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {endpoint.enabled ? null : <EnableWebhookEndpointButton id={endpoint.id} url={endpoint.url} />}
          <RotateWebhookSecretButton id={endpoint.id} url={endpoint.url} />
        </div>
      </div>
      <h4 className="text-sm font-semibold text-zinc-300">{E.deliveriesHeading}</h4>
      {endpoint.deliveries.length === 0 ? (
        <p className="text-sm text-zinc-300">{E.noDeliveries}</p>
      ) : (
        <AdminTable columns={E.deliveryColumns}>
          {endpoint.deliveries.map((d) => (
            <tr key={d.id}>
              <td className="px-3 py-2 whitespace-nowrap">{formatTime(d.createdAt)}</td>
              <td className="px-3 py-2 font-mono text-xs">{d.eventType}</td>
              <td className={`px-3 py-2 font-semibold ${STATE_STYLE[d.status]}`}>
                {d.status === "PENDING" ? E.deliveryState.PENDING(d.nextAttemptAt && formatTime(d.nextAttemptAt)) : E.deliveryState[d.status]}
              </td>
              <td className="px-3 py-2 text-xs text-zinc-300">
                <ol className="space-y-0.5">
                  {d.attempts.map((a) => (
                    <li key={a.attemptedAt}>{attemptText(a)}</li>
                  ))}
                </ol>
              </td>
              <td className="px-3 py-2">
                {d.status === "PENDING" ? null : <RedeliverWebhookButton id={d.id} label={E.redeliverLabel(d.eventType, formatTime(d.createdAt))} />}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </li>
  );
}

/** The Webhooks tab's outgoing endpoints: the form that adds one, then each endpoint with its delivery log. */
export function WebhookEndpoints({ endpoints }: { endpoints: WebhookEndpointWithLog[] }) {
  return (
    <section aria-labelledby="webhook-endpoints-heading" className="space-y-4">
      <div>
        <h2 id="webhook-endpoints-heading" className="text-xl font-bold text-zinc-50">
          {E.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-zinc-300">{E.intro}</p>
      </div>
      <WebhookEndpointForm />
      {endpoints.length === 0 ? (
        <p className="text-zinc-300">{E.empty}</p>
      ) : (
        <ul className="space-y-4">
          {endpoints.map((endpoint) => (
            <Endpoint key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
    </section>
  );
}
