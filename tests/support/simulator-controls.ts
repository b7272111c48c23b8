/** The simulators' HTTP test controls (simulators/README.md), for tests in another process than the simulators. */
import type { APIEmbed, APIGuildMember, APIUser } from "discord-api-types/v10";

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

/** A token from the simulated PayPal, for calls the app would never make. */
async function paypalToken(): Promise<string> {
  const auth = await fetch(`${base()}/paypal/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from("test:test").toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  return ((await auth.json()) as { access_token: string }).access_token;
}

type SimulatedOrder = {
  id: string;
  status: string;
  purchaseUnits: {
    amount: { currency_code: string; value: string; breakdown?: Record<string, { currency_code: string; value: string }> };
    items?: { name: string; quantity: string; unit_amount: { currency_code: string; value: string }; category?: string }[];
    custom_id?: string;
  }[];
  /** Set once approved; `countryCode` is the country PayPal answers as the payer's. */
  payer?: { payerId: string; countryCode: string };
  captures: { id: string; status: string; refunds: { id: string; amount: { currency_code: string; value: string } }[] }[];
};

export type SignedWebhook = { event: { id: string }; headers: Record<string, string>; body: string };

type SimulatedPayoutItem = {
  id: string;
  batchId: string;
  senderItemId?: string;
  receiver: string;
  status: string;
  amount: { currency: string; value: string };
  error?: { name: string; message: string };
};

type SimulatedPayoutBatch = { id: string; senderBatchId?: string; status: string; itemIds: string[] };

type Money = { currency_code: string; value: string };

/** A dispute as GET /v1/customer/disputes/{id} answers it (Customer Disputes v1; the fields the simulator fills). */
export type SimulatedDispute = {
  dispute_id: string;
  create_time: string;
  update_time: string;
  disputed_transactions: { buyer_transaction_id: string; seller_transaction_id: string; transaction_status: string; gross_amount: Money }[];
  reason: string;
  /** WAITING_FOR_SELLER_RESPONSE, UNDER_REVIEW (evidence given) or RESOLVED. */
  status: string;
  dispute_amount: Money;
  /** INQUIRY or CHARGEBACK. */
  dispute_life_cycle_stage: string;
  /** INTERNAL (an inquiry) or EXTERNAL (a chargeback). */
  dispute_channel: string;
  /** Only while the dispute waits for the seller: 20 days after an inquiry opened, 10 after a chargeback. */
  seller_response_due_date?: string;
  /** Once resolved. */
  dispute_outcome?: { outcome_code: "RESOLVED_BUYER_FAVOUR" | "RESOLVED_SELLER_FAVOUR"; amount_refunded: Money };
  /** Left out while there are none, as PayPal's schema wants the arrays non-empty. */
  messages?: { posted_by: "BUYER" | "SELLER"; time_posted: string; content: string }[];
  evidences?: { evidence_type: string; evidence_info?: Record<string, unknown>; notes?: string; documents?: { name: string }[]; date: string }[];
  /** self, and provide_evidence, accept_claim, send_message while the dispute allows them. */
  links: { href: string; rel: string; method: string }[];
};

/** A dispute with what the seller uploaded as evidence: each document's type, size and content. */
export type SimulatedDisputeWithEvidence = Omit<SimulatedDispute, "evidences"> & {
  evidences?: (NonNullable<SimulatedDispute["evidences"]>[number] & {
    /** `content` is UTF-8 text for text/plain, base64 for application/pdf. */
    documents: { name: string; content_type: "text/plain" | "application/pdf"; size: number; content: string }[];
  })[];
};

export type DisputeEventType = "CUSTOMER.DISPUTE.CREATED" | "CUSTOMER.DISPUTE.UPDATED" | "CUSTOMER.DISPUTE.RESOLVED";

/** A signed CUSTOMER.DISPUTE.* event (its resource the dispute as GET shows it), not yet delivered. */
export type SignedDisputeWebhook = SignedWebhook & {
  event: { id: string; event_type: DisputeEventType; resource_type: "dispute"; summary: string; resource: SimulatedDispute };
};

/** A signed PAYMENT.PAYOUTS-ITEM.* event, and PayPal's delivery answer when the control was given `deliverTo`. */
export type SignedPayoutWebhook = SignedWebhook & { delivery?: { status: number; body: string } };

export const simulator = {
  /** The simulated PayPal's Customer Disputes (simulators/README.md): the buyer's and PayPal's side of a dispute. */
  disputes: {
    /** The buyer disputes a capture (default reason MERCHANDISE_OR_SERVICE_NOT_RECEIVED, stage INQUIRY); its CUSTOMER.DISPUTE.CREATED event, not delivered. */
    open: (captureId: string, options: { reason?: string; stage?: "INQUIRY" | "CHARGEBACK"; message?: string } = {}) =>
      control<{ dispute: SimulatedDispute; webhook: SignedDisputeWebhook }>("POST", "/paypal/disputes", { captureId, ...options }),
    /** PayPal decides: for the buyer the capture is reversed (PAYMENT.CAPTURE.REVERSED can follow), for the seller the money stays. */
    resolve: (disputeId: string, favour: "buyer" | "seller") =>
      control<{ dispute: SimulatedDispute; webhook: SignedDisputeWebhook }>("POST", `/paypal/disputes/${encodeURIComponent(disputeId)}/resolve`, { favour }),
    /** The dispute with the contents of the evidence the shop uploaded. */
    get: (disputeId: string) => control<SimulatedDisputeWithEvidence>("GET", `/paypal/disputes/${encodeURIComponent(disputeId)}`),
    /** A signed event for the dispute as it is now (RESOLVED only once it is). */
    webhook: (disputeId: string, type: DisputeEventType) =>
      control<SignedDisputeWebhook>("POST", `/paypal/disputes/${encodeURIComponent(disputeId)}/webhook`, { type }),
  },

  /** The simulated Discord (simulators/README.md): its users, guild members and rate limits. */
  discord: {
    /** The next `count` API calls (not the OAuth2 token endpoints) answer 429 with `retry_after` seconds (default 0.25). */
    rateLimit: (count = 1, retryAfter?: number) => control("POST", "/discord/rate-limit", { count, retryAfter }),
    /** A new Discord account (username: 2 to 32 of a-z, 0-9, _ and .), as GET /users/@me answers it. */
    addUser: (username: string, globalName?: string) => control<APIUser>("POST", "/discord/users", { username, globalName }),
    /** What clicking Authorize on the consent page does for `userId`: the code the redirect would carry. */
    authorize: async (options: { userId: string; redirectUri: string; state?: string; codeChallenge?: string; scope?: string; clientId?: string }) =>
      (await control<{ code: string }>("POST", "/discord/authorize", options)).code,
    /** The user leaves the guild (their roles go with them). */
    leave: (userId: string) => control("POST", `/discord/members/${userId}/leave`, {}),
    /** A moderator gives (inviting the user first) or takes a role by hand; the buyer role unless `roleId`. */
    setRole: (userId: string, add: boolean, roleId?: string) => control<APIGuildMember>("POST", `/discord/members/${userId}/roles`, { add, roleId }),
    members: async () => (await control<{ members: APIGuildMember[] }>("GET", "/discord/members")).members,
    /** A new channel webhook of the simulated server: its id and token. */
    createWebhook: (name?: string) => control<{ id: string; token: string; name: string }>("POST", "/discord/webhooks", { name }),
    /** What the channel webhooks posted, oldest first. */
    webhookMessages: async () =>
      (await control<{ messages: { webhookId: string; content: string; embeds: APIEmbed[] }[] }>("GET", "/discord/webhooks/messages")).messages,
    /** The member, or undefined when the user is not in the guild. */
    member: async (userId: string) => {
      const res = await fetch(`${base()}/__simulator/discord/members/${userId}`);
      if (res.status === 404) return undefined;
      if (!res.ok) throw new Error(`simulator control GET /discord/members/${userId} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as APIGuildMember;
    },
    /** Every call the simulated Discord answered, in order, with the status it answered. */
    requests: async () => (await control<{ requests: { method: string; path: string; status: number }[] }>("GET", "/requests?service=discord")).requests,
  },

  /** A signed event as PayPal would deliver it, not yet delivered. */
  webhook: (type: string, orderId: string) => control<SignedWebhook>("POST", "/paypal/webhooks", { type, orderId }),
  /** Any event body signed as PayPal signs deliveries (it verifies), e.g. one whose resource is malformed. */
  signWebhook: (event: object) => control<SignedWebhook>("POST", "/paypal/webhooks/sign", { event }),
  /** A refund made at PayPal's own site: all that is left of the capture, or `value` of it (a partial refund). */
  refund: (captureId: string, value?: string) => control("POST", `/paypal/captures/${captureId}/refund`, value ? { value } : {}),
  reverse: (captureId: string) => control("POST", `/paypal/captures/${captureId}/reverse`, {}),
  /** A payout batch made at PayPal directly under another PayPal-Request-Id (as another process or an older client would); its id. */
  createPayoutBatchAtPaypal: async (senderBatchId: string, requestId: string) => {
    const res = await fetch(`${base()}/paypal/v1/payments/payouts`, {
      method: "POST",
      headers: { authorization: `Bearer ${await paypalToken()}`, "content-type": "application/json", "paypal-request-id": requestId },
      body: JSON.stringify({
        sender_batch_header: { sender_batch_id: senderBatchId, recipient_type: "EMAIL" },
        items: [{ amount: { currency: "USD", value: "1.00" }, receiver: "affiliate1@example.com", sender_item_id: "aff-1" }],
      }),
    });
    if (res.status !== 201) throw new Error(`create payout batch at PayPal answered ${res.status}`);
    return ((await res.json()) as { batch_header: { payout_batch_id: string } }).batch_header.payout_batch_id;
  },
  /** Captures at PayPal directly, as if our capture call never arrived (the buyer closed the tab). */
  captureAtPaypal: async (orderId: string) => {
    const access_token = await paypalToken();
    const res = await fetch(`${base()}/paypal/v2/checkout/orders/${orderId}/capture`, {
      method: "POST",
      headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
    });
    if (!res.ok) throw new Error(`capture at PayPal answered ${res.status}`);
  },
  /** Every request the simulated service has answered, in order. */
  requests: async (service: "paypal" | "mojang" | "mojang-session" | "virustotal") =>
    (await control<{ requests: { method: string; path: string }[] }>("GET", `/requests?service=${service}`)).requests,
  /** Every request the simulated PayPal has answered, in order, as the client sent it (credentials left out): for contract tests. */
  recordedRequests: async (service: "paypal") => {
    type Logged = { method: string; path: string; request?: { query: string; headers: Record<string, string>; body: string } };
    const { requests } = await control<{ requests: Logged[] }>("GET", `/requests?service=${service}&requests=1`);
    return requests.map(({ method, path, request }) => ({
      method,
      path,
      query: request?.query ?? "",
      headers: request?.headers ?? {},
      body: request?.body ?? "",
    }));
  },
  /** How many requests the simulated service has answered for a method and path. */
  requestCount: async (service: "paypal" | "mojang" | "mojang-session" | "virustotal", method: string, path: string) =>
    (await control<{ count: number }>("GET", `/requests?service=${service}&method=${method}&path=${encodeURIComponent(path)}`)).count,
  order: (orderId: string) => control<SimulatedOrder>("GET", `/paypal/orders/${orderId}`),
  /**
   * The buyer approves ("Decline card" with `decline`); `countryCode` is the payer's country PayPal then answers (US if
   * omitted); `payerId` another PayPal account than the simulator's one buyer.
   */
  approve: (orderId: string, decline = false, countryCode?: string, payerId?: string) =>
    control("POST", `/paypal/orders/${orderId}/approve`, { decline, countryCode, payerId }),
  failNextCapture: (orderId: string, issue: string) => control("POST", `/paypal/orders/${orderId}/fail-next-capture`, { issue }),
  /** The next order creation at PayPal answers 500. */
  failNextOrderCreate: () => control("POST", "/paypal/orders/fail-next-create", {}),
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
  /** Every payout batch the simulated PayPal holds. */
  payoutBatches: async () => (await control<{ batches: SimulatedPayoutBatch[] }>("GET", "/paypal/payouts")).batches,
  /** One payout batch with its items. */
  payoutBatch: (batchId: string) => control<SimulatedPayoutBatch & { items: SimulatedPayoutItem[] }>("GET", `/paypal/payouts/${batchId}`),
  /** PayPal processes the batch: open items end `status`, except the unclaimed and failing receivers'; a signed event per changed item. */
  finishPayoutBatch: (batchId: string, status = "SUCCESS", deliverTo?: string) =>
    control<{ batch: SimulatedPayoutBatch & { items: SimulatedPayoutItem[] }; webhooks: SignedPayoutWebhook[] }>("POST", `/paypal/payouts/${batchId}/finish`, {
      status,
      deliverTo,
    }),
  /** One item ends `status` (FAILED, BLOCKED, UNCLAIMED carry PayPal's reason); its signed PAYMENT.PAYOUTS-ITEM.* event, null for REVERSED. */
  finishPayoutItem: (itemId: string, status: string, options: { errorName?: string; deliverTo?: string } = {}) =>
    control<{ item: SimulatedPayoutItem; webhook: SignedPayoutWebhook | null }>("POST", `/paypal/payouts/items/${itemId}/finish`, { status, ...options }),
  /** A signed item event for the item's current status, or of `type` (e.g. PAYMENT.PAYOUTS-ITEM.CANCELED). */
  payoutItemWebhook: (itemId: string, type?: string) => control<SignedPayoutWebhook>("POST", `/paypal/payouts/items/${itemId}/webhook`, { type }),
  /** The next Payouts API call answers `status` (a 5xx). */
  failNextPayoutCall: (status = 500) => control("POST", "/paypal/payouts/fail-next", { status }),
};
