import { generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { crc32 } from "node:zlib";

import { isRecord } from "../http";
import { paypalTime } from "./ids";
import { selfSignedCertificate } from "./self-signed-cert";

export interface SignedWebhook {
  /** The five PayPal transmission headers, lower-cased as Node delivers them. */
  headers: Record<string, string>;
  /** The exact JSON text that was signed; send it byte for byte. */
  body: string;
}

const AUTH_ALGO = "SHA256withRSA";

/** PayPal's documented message: transmissionId|transmissionTime|webhookId|crc32(rawBody). */
function signedMessage(transmissionId: string, transmissionTime: string, webhookId: string, body: string): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(body)}`;
}

/**
 * Signs webhooks with a key generated at start-up and checks postbacks against it, so only events
 * this simulator signed (for that webhook id, unmodified) ever verify.
 */
export class WebhookSigner {
  readonly certId = `CERT-simulator-${randomUUID().slice(0, 8)}`;
  readonly certificatePem: string;
  private readonly publicKey: KeyObject;
  private readonly privateKey: KeyObject;
  /** Raw bodies by transmission id: a verifier that re-serialises the event may reorder keys. */
  private readonly signedBodies = new Map<string, string>();

  /** @param mountPath where the PayPal routes are served (`/paypal`), so the cert URL can be recognised. */
  constructor(private readonly mountPath: string) {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.publicKey = pair.publicKey;
    this.privateKey = pair.privateKey;
    this.certificatePem = selfSignedCertificate(pair.publicKey, pair.privateKey, "PayPal Sandbox Simulator Webhooks");
  }

  certPath(): string {
    return `/v1/notifications/certs/${this.certId}`;
  }

  sign(event: object, webhookId: string, certUrl: string): SignedWebhook {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const transmissionTime = paypalTime();
    const signature = sign("sha256", Buffer.from(signedMessage(transmissionId, transmissionTime, webhookId, body)), this.privateKey);
    this.signedBodies.set(transmissionId, body);
    return {
      body,
      headers: {
        "content-type": "application/json",
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-time": transmissionTime,
        "paypal-transmission-sig": signature.toString("base64"),
        "paypal-cert-url": certUrl,
        "paypal-auth-algo": AUTH_ALGO,
      },
    };
  }

  /** The check behind verify-webhook-signature: algorithm, our certificate, then the RSA signature. */
  verify(request: Record<string, unknown>): boolean {
    const { auth_algo, cert_url, transmission_id, transmission_sig, transmission_time, webhook_id, webhook_event } = request;
    if (auth_algo !== AUTH_ALGO || typeof cert_url !== "string" || !isRecord(webhook_event)) return false;
    if (typeof transmission_id !== "string" || typeof transmission_time !== "string") return false;
    if (typeof transmission_sig !== "string" || typeof webhook_id !== "string") return false;
    if (!URL.canParse(cert_url) || new URL(cert_url).pathname !== `${this.mountPath}${this.certPath()}`) return false;
    const stored = this.signedBodies.get(transmission_id);
    const body = stored !== undefined && isDeepStrictEqual(JSON.parse(stored), webhook_event) ? stored : JSON.stringify(webhook_event);
    const message = Buffer.from(signedMessage(transmission_id, transmission_time, webhook_id, body));
    return verify("sha256", message, this.publicKey, Buffer.from(transmission_sig, "base64"));
  }
}
