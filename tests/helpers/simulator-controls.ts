/** The simulators' HTTP test controls (lib/simulators/README.md), for tests in another process than the simulators. */
function base(): string {
  const url = process.env.SIMULATORS_URL;
  if (!url) throw new Error("SIMULATORS_URL is not set: run this test in the integration project, whose global setup starts the simulators.");
  return url;
}

async function control<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base()}/__simulator${path}`, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`simulator control ${method} ${path} answered ${res.status}: ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type SimulatedOrder = {
  id: string;
  status: string;
  purchaseUnits: { amount: { currency_code: string; value: string }; custom_id?: string }[];
  captures: { id: string; status: string }[];
};

export type SignedWebhook = { event: { id: string }; headers: Record<string, string>; body: string };

export const simulator = {
  /** A signed event as PayPal would deliver it, not yet delivered. */
  webhook: (type: string, orderId: string) => control<SignedWebhook>("POST", "/paypal/webhooks", { type, orderId }),
  /** Any event body signed as PayPal signs deliveries (it verifies), e.g. one whose resource is malformed. */
  signWebhook: (event: object) => control<SignedWebhook>("POST", "/paypal/webhooks/sign", { event }),
  refund: (captureId: string) => control("POST", `/paypal/captures/${captureId}/refund`, {}),
  reverse: (captureId: string) => control("POST", `/paypal/captures/${captureId}/reverse`, {}),
  /** Captures at PayPal directly, as if our capture call never arrived (the buyer closed the tab). */
  captureAtPaypal: async (orderId: string) => {
    const auth = await fetch(`${base()}/paypal/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("test:test").toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    const { access_token } = (await auth.json()) as { access_token: string };
    const res = await fetch(`${base()}/paypal/v2/checkout/orders/${orderId}/capture`, {
      method: "POST",
      headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
    });
    if (!res.ok) throw new Error(`capture at PayPal answered ${res.status}`);
  },
  /** How many requests the simulated service has answered for a method and path. */
  requestCount: async (service: "paypal" | "mojang" | "mojang-session" | "virustotal", method: string, path: string) =>
    (await control<{ count: number }>("GET", `/requests?service=${service}&method=${method}&path=${encodeURIComponent(path)}`)).count,
  order: (orderId: string) => control<SimulatedOrder>("GET", `/paypal/orders/${orderId}`),
  approve: (orderId: string, decline = false) => control("POST", `/paypal/orders/${orderId}/approve`, { decline }),
  failNextCapture: (orderId: string, issue: string) => control("POST", `/paypal/orders/${orderId}/fail-next-capture`, { issue }),
  /** The next GET of this order at PayPal answers 500. */
  failNextLookup: (orderId: string) => control("POST", `/paypal/orders/${orderId}/fail-next-lookup`, {}),
  /** PayPal voids the order. */
  voidOrder: (orderId: string) => control("POST", `/paypal/orders/${orderId}/void`, {}),
  /** A new Mojang profile (a random UUID when `id` is omitted), as Mojang answers for it. */
  addMojangProfile: (name: string, id?: string) => control<{ id: string; name: string }>("POST", "/mojang/profiles", { name, id }),
  /** A signed-in game session of a known profile: what the mod holds, and what it joins the session server with. */
  mojangSession: (name: string) => control<{ accessToken: string; id: string; name: string }>("POST", "/mojang/sessions", { name }),
  /** The next `count` hasJoined calls answer `status` (429: Mojang's rate limit; 5xx: an outage). */
  failHasJoined: (count: number, status = 429) => control("POST", "/mojang/sessions/fail-has-joined", { count, status }),
  /** `count` orders created at PayPal and never approved, as abandoned checkouts leave them; their ids. */
  abandonedOrders: async (count: number) => (await control<{ ids: string[] }>("POST", "/paypal/orders/abandoned", { count })).ids,
};
