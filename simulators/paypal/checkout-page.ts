import { escapeHtml, html, type SimRequest, type SimResponse } from "../http";
import type { PaypalContext } from "./simulator";
import { PAYER_COUNTRY_PATTERN, SIMULATED_PAYER, type SimOrder } from "./store";

const TITLE = "PayPal Sandbox Simulator";
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f7fa;color:#1a1a1a}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
.notice{background:#fff4ce;border-left:4px solid #b08800;padding:.5rem .75rem}
form{display:flex;flex-direction:column;gap:.75rem}button{font:inherit;padding:.75rem;border-radius:2rem;border:2px solid #003087;cursor:pointer}
button[value=approve]{background:#ffc439;border-color:#ffc439}button[value=decline]{background:#fff}button[value=cancel]{background:#fff;border-color:#6c7378}
button:focus-visible,select:focus-visible{outline:3px solid #0070e0;outline-offset:2px}dt,label{font-weight:600}
select{font:inherit;padding:.5rem;border-radius:.5rem;border:1px solid #6c7378}`;

/** What "Buyer's country" offers; a plain form post may name any country PayPal could (PAYER_COUNTRY_PATTERN). */
const BUYER_COUNTRIES: readonly [code: string, name: string][] = [
  ["US", "United States"],
  ["DE", "Germany"],
  ["FR", "France"],
  ["GB", "United Kingdom"],
  ["NL", "Netherlands"],
  ["IE", "Ireland"],
  ["HU", "Hungary"],
  ["CA", "Canada"],
  ["AU", "Australia"],
  ["JP", "Japan"],
];

function page(body: string, script = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${TITLE}</title><style>${STYLE}</style></head><body><main><h1>${TITLE}</h1>
<p class="notice"><strong>Demo checkout.</strong> This page stands in for PayPal on a test machine. No real payment is made and no money moves.</p>
${body}</main>${script}</body></html>`;
}

function orderSummary(order: SimOrder): string {
  const unit = order.purchaseUnits[0];
  const amount = unit ? `${unit.amount.value} ${unit.amount.currency_code}` : "";
  const description = unit?.description ? `<dt>Item</dt><dd>${escapeHtml(unit.description)}</dd>` : "";
  // Listed as PayPal lists an order's items to the buyer: each with its quantity and price per unit.
  const items = (unit?.items ?? [])
    .map((item) => `<dd>${escapeHtml(`${item.name} × ${item.quantity} at ${item.unit_amount.value} ${item.unit_amount.currency_code}`)}</dd>`)
    .join("");
  return `<dl><dt>Order</dt><dd>${escapeHtml(order.id)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd>${description}${items && `<dt>Items</dt>${items}`}</dl>`;
}

/** The payer's country goes with the approval; it starts at the order's current payer's, US for a new order. */
function countrySelect(order: SimOrder): string {
  const current = order.payer?.countryCode ?? SIMULATED_PAYER.countryCode;
  const options = BUYER_COUNTRIES.map(([code, name]) => `<option value="${code}"${code === current ? " selected" : ""}>${name} (${code})</option>`);
  return `<label for="buyer-country">Buyer's country</label><select id="buyer-country" name="countryCode">${options.join("")}</select>`;
}

// GET /checkoutnow?token={orderId}[&sdk_currency=USD] – the buyer's approval page
function showOrder(ctx: PaypalContext, token: string, sdkCurrency: string | null): SimResponse {
  const order = ctx.store.orders.get(token);
  if (!order) return html(404, page(`<p>There is no checkout session for order ${escapeHtml(token)}.</p>`));
  const currency = order.purchaseUnits[0]?.amount.currency_code;
  if (sdkCurrency !== null && currency !== undefined && currency !== sdkCurrency) {
    // PayPal's SDK refuses an order in another currency than the one it was loaded with, and calls onError.
    const message = `Unexpected currency: ${currency} passed to order.create. Please ensure you are passing /sdk/js?currency=${currency} in the paypal script tag.`;
    const script = `<script>(function(){var m=${scriptValue({ source: "paypal-simulator", orderId: order.id, result: "error", message })};
if(window.opener&&!window.opener.closed){window.opener.postMessage(m,"*");window.close();}})();</script>`;
    return html(400, page(`<p role="alert">${escapeHtml(message)}</p>`, script));
  }
  if (order.status === "COMPLETED") return html(200, page(`${orderSummary(order)}<p>This order has already been paid.</p>`));
  return html(
    200,
    page(`${orderSummary(order)}
<p>You are paying as ${escapeHtml(SIMULATED_PAYER.email)} (${SIMULATED_PAYER.givenName} ${SIMULATED_PAYER.surname}).</p>
<form method="post" action="checkoutnow"><input type="hidden" name="token" value="${escapeHtml(order.id)}">
${countrySelect(order)}
<button type="submit" name="action" value="approve">Approve payment</button>
<button type="submit" name="action" value="decline">Decline card</button>
<button type="submit" name="action" value="cancel">Cancel</button></form>
<p>"Decline card" approves the order, but capturing it then fails with INSTRUMENT_DECLINED, as a refused card does.</p>`),
  );
}

/** JSON for an inline script; `<` is escaped so a value can never close the script element. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Where a redirect-flow order goes next, with the query PayPal appends (token, PayerID). */
function returnTarget(url: string | undefined, params: Record<string, string>): string | undefined {
  if (url === undefined || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return undefined;
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

// POST /checkoutnow (token, action, countryCode) – works without JavaScript; with it, tells the opener and closes
function submit(ctx: PaypalContext, form: URLSearchParams): SimResponse {
  const token = form.get("token") ?? "";
  const action = form.get("action");
  const order = ctx.store.orders.get(token);
  if (!order) return html(404, page(`<p>There is no checkout session for order ${escapeHtml(token)}.</p>`));
  if (order.status === "COMPLETED") return html(409, page("<p>This order has already been paid.</p>"));
  if (action !== "approve" && action !== "decline" && action !== "cancel") {
    return html(400, page("<p>Choose Approve payment, Decline card or Cancel.</p>"));
  }
  const approved = action !== "cancel";
  const countryCode = form.get("countryCode") ?? SIMULATED_PAYER.countryCode;
  if (approved && !PAYER_COUNTRY_PATTERN.test(countryCode)) {
    return html(400, page(`<p>Choose the buyer's country: "${escapeHtml(countryCode)}" is not a two-letter country code.</p>`));
  }
  if (approved) ctx.store.approve(order, action === "decline", countryCode);
  const message = approved
    ? { source: "paypal-simulator", orderId: order.id, result: "approved", payerId: SIMULATED_PAYER.payerId }
    : { source: "paypal-simulator", orderId: order.id, result: "cancelled" };
  const next = approved
    ? returnTarget(order.returnUrl, { token: order.id, PayerID: SIMULATED_PAYER.payerId })
    : returnTarget(order.cancelUrl, { token: order.id });
  const back = next ? `<p><a href="${escapeHtml(next)}">Return to the merchant</a></p>` : "";
  const script = `<script>(function(){var m=${scriptValue(message)};var next=${scriptValue(next ?? null)};
if(window.opener&&!window.opener.closed){window.opener.postMessage(m,"*");window.close();}else if(next){location.replace(next);}})();</script>`;
  const heading = approved ? "Payment approved" : "Payment cancelled";
  return html(200, page(`<div role="status"><h2>${heading}</h2></div><p>You can close this window and return to the shop.</p>${back}`, script));
}

export function checkoutRoute(ctx: PaypalContext, req: SimRequest): SimResponse {
  if (req.method === "POST") return submit(ctx, new URLSearchParams(req.body));
  const token = req.query.get("token");
  if (!token) return html(400, page("<p>This link is missing its order token.</p>"));
  return showOrder(ctx, token, req.query.get("sdk_currency"));
}
