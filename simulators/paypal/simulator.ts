import { recordedRequest, RequestLog, type SimRequest, type SimResponse } from "../http";
import { checkoutRoute } from "./checkout-page";
import { PaypalControls } from "./controls";
import { DisputeControls } from "./dispute-controls";
import { DisputeRepresentation } from "./dispute-representation";
import { acceptClaim, getDispute, listDisputes, provideEvidence, sendMessage, type DisputeContext } from "./dispute-routes";
import { DisputeStore } from "./dispute-store";
import { unknownRoute } from "./errors";
import { TokenIssuer, type PaypalCredentials } from "./oauth";
import { captureOrder, createOrder, getOrder } from "./order-routes";
import { getCapture, getCertificate, getRefund, refundCapture, verifyWebhookSignature } from "./payment-routes";
import { DEFAULT_PAYOUT_RECEIVERS, type PayoutReceivers } from "./payout-controls";
import { PayoutRepresentation } from "./payout-representation";
import { createPayoutBatch, getPayoutBatch, getPayoutItem, type PayoutContext } from "./payout-routes";
import { PayoutStore } from "./payout-store";
import { Representation } from "./representation";
import { sdkScriptRoute } from "./sdk-script";
import { OrderStore } from "./store";
import { WebhookSigner } from "./webhook-signing";

interface PaypalSimulatorOptions {
  /** The simulator's own origin, e.g. http://127.0.0.1:4010, for links made outside a request. */
  baseUrl: string;
  /** Only these credentials get a token; by default any non-empty id and secret do. */
  credentials?: PaypalCredentials;
  webhookId?: string;
  /** Receivers whose payouts end UNCLAIMED or FAILED when a batch is finished (defaults in DEFAULT_PAYOUT_RECEIVERS). */
  payoutReceivers?: PayoutReceivers;
}

/** What the PayPal route modules share; the simulator owns and implements it. */
export interface PaypalContext {
  readonly store: OrderStore;
  readonly signer: WebhookSigner;
  /** PayPal-Request-Id → order id, for create-order replays. */
  readonly createdByRequestId: Map<string, string>;
  /** `${resourceId}:${PayPal-Request-Id}` → first successful response, replayed with 200. */
  readonly replies: Map<string, SimResponse>;
  /** Order id → issue its next capture fails with (a test control). */
  readonly forcedCaptureIssues: Map<string, string>;
  /** Orders whose next GET answers 500 (a test control). */
  readonly forcedLookupFailures: Set<string>;
  /** How many of the next order creations answer 500 (a test control). */
  readonly forcedCreateFailures: { remaining: number };
  render(req: SimRequest): Representation;
}

type Route = [method: string, pattern: RegExp, handler: (req: SimRequest, id: string) => SimResponse];

export const PAYPAL_MOUNT = "/paypal";
const DEFAULT_WEBHOOK_ID = "SIMULATORWEBHOOK01";

/** The PayPal REST API, approval page and browser SDK, plus test controls (see PaypalControls). */
export class PaypalSimulator extends PaypalControls implements PaypalContext, PayoutContext, DisputeContext {
  readonly requests = new RequestLog();
  readonly store = new OrderStore();
  readonly signer = new WebhookSigner(PAYPAL_MOUNT);
  readonly createdByRequestId = new Map<string, string>();
  readonly replies = new Map<string, SimResponse>();
  readonly forcedCaptureIssues = new Map<string, string>();
  readonly forcedLookupFailures = new Set<string>();
  readonly forcedCreateFailures = { remaining: 0 };
  readonly payouts = new PayoutStore();
  readonly payoutReplies = new Map<string, SimResponse>();
  readonly forcedPayoutFailures: number[] = [];
  readonly payoutReceivers: { unclaimed: string[]; failing: string[] };
  readonly disputeStore = new DisputeStore();
  /** Customer Disputes test controls: open a dispute on a capture, decide it, read its evidence, sign its events. */
  readonly disputes: DisputeControls;
  readonly webhookId: string;
  private readonly tokens: TokenIssuer;

  /** Routes that need no bearer token: they are fetched by browsers or hold public data. */
  private readonly publicRoutes: Route[] = [
    ["POST", /^\/v1\/oauth2\/token$/, (req) => this.tokens.issue(req)],
    ["GET", /^\/v1\/notifications\/certs\/([^/]+)$/, (_req, id) => getCertificate(this, id)],
    ["GET", /^\/checkoutnow$/, (req) => checkoutRoute(this, req)],
    ["POST", /^\/checkoutnow$/, (req) => checkoutRoute(this, req)],
    ["GET", /^\/sdk\/js$/, (req) => sdkScriptRoute(req, PAYPAL_MOUNT)],
  ];

  private readonly apiRoutes: Route[] = [
    ["POST", /^\/v2\/checkout\/orders$/, (req) => createOrder(this, req)],
    ["GET", /^\/v2\/checkout\/orders\/([^/]+)$/, (req, id) => getOrder(this, req, id)],
    ["POST", /^\/v2\/checkout\/orders\/([^/]+)\/capture$/, (req, id) => captureOrder(this, req, id)],
    ["GET", /^\/v2\/payments\/captures\/([^/]+)$/, (req, id) => getCapture(this, req, id)],
    ["POST", /^\/v2\/payments\/captures\/([^/]+)\/refund$/, (req, id) => refundCapture(this, req, id)],
    ["GET", /^\/v2\/payments\/refunds\/([^/]+)$/, (req, id) => getRefund(this, req, id)],
    ["POST", /^\/v1\/notifications\/verify-webhook-signature$/, (req) => verifyWebhookSignature(this, req)],
    ["POST", /^\/v1\/payments\/payouts$/, (req) => createPayoutBatch(this, req)],
    ["GET", /^\/v1\/payments\/payouts\/([^/]+)$/, (req, id) => getPayoutBatch(this, req, id)],
    ["GET", /^\/v1\/payments\/payouts-item\/([^/]+)$/, (req, id) => getPayoutItem(this, req, id)],
    ["GET", /^\/v1\/customer\/disputes$/, (req) => listDisputes(this, req)],
    ["GET", /^\/v1\/customer\/disputes\/([^/]+)$/, (req, id) => getDispute(this, req, id)],
    ["POST", /^\/v1\/customer\/disputes\/([^/]+)\/provide-evidence$/, (req, id) => provideEvidence(this, req, id)],
    ["POST", /^\/v1\/customer\/disputes\/([^/]+)\/accept-claim$/, (req, id) => acceptClaim(this, req, id)],
    ["POST", /^\/v1\/customer\/disputes\/([^/]+)\/send-message$/, (req, id) => sendMessage(this, req, id)],
  ];

  constructor(options: PaypalSimulatorOptions) {
    super(options.baseUrl, PAYPAL_MOUNT);
    this.tokens = new TokenIssuer(options.credentials);
    this.webhookId = options.webhookId ?? DEFAULT_WEBHOOK_ID;
    this.payoutReceivers = { ...DEFAULT_PAYOUT_RECEIVERS, ...options.payoutReceivers };
    this.disputes = new DisputeControls({
      orders: this.store,
      disputes: this.disputeStore,
      apiBase: `${options.baseUrl}${PAYPAL_MOUNT}`,
      sign: (event) => this.signWebhook(event),
    });
  }

  render(req: SimRequest): Representation {
    return new Representation(`${req.origin}${PAYPAL_MOUNT}`);
  }

  renderPayouts(req: SimRequest): PayoutRepresentation {
    return new PayoutRepresentation(`${req.origin}${PAYPAL_MOUNT}`);
  }

  renderDisputes(req: SimRequest): DisputeRepresentation {
    return new DisputeRepresentation(`${req.origin}${PAYPAL_MOUNT}`);
  }

  handle(req: SimRequest): SimResponse {
    this.requests.record(req.method, req.path, recordedRequest(req));
    for (const isPublic of [true, false]) {
      for (const [method, pattern, handler] of isPublic ? this.publicRoutes : this.apiRoutes) {
        const match = pattern.exec(req.path);
        if (method !== req.method || !match) continue;
        const rejected = isPublic ? undefined : this.tokens.reject(req);
        return rejected ?? handler(req, decodeURIComponent(match[1] ?? ""));
      }
    }
    return unknownRoute();
  }

  reset(): void {
    this.store.clear();
    this.createdByRequestId.clear();
    this.replies.clear();
    this.forcedCaptureIssues.clear();
    this.forcedLookupFailures.clear();
    this.forcedCreateFailures.remaining = 0;
    this.payouts.clear();
    this.payoutReplies.clear();
    this.forcedPayoutFailures.length = 0;
    this.disputeStore.clear();
    this.requests.clear();
  }
}
