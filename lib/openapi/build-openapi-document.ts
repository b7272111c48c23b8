import "server-only";

import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponseObject } from "zod-openapi";

import { accountSchema, accountSignInResultSchema, accountSignInSchema, accountVerifySchema } from "@/lib/account/schemas";
import { affiliateSignupResultSchema, affiliateSignupSchema } from "@/lib/affiliates/schemas";
import { RATE_LIMITS, type RateLimitRule } from "@/lib/api/rate-limits";
import { apiErrorSchema } from "@/lib/api/schemas";
import { MAX_CODE_TRIES } from "@/lib/auth/email-sign-in";
import { adminCredentialsSchema } from "@/lib/auth/schemas";
import { ACCOUNT_SIGN_IN_MINUTES } from "@/lib/content/account";
import { JWKS_PATH, LICENSE_API_META } from "@/lib/content/license-api";
import { disputeRowSchema } from "@/lib/disputes/schemas";
import { resendDownloadLinkResultSchema, resendDownloadLinkSchema } from "@/lib/downloads/schemas";
import { redeemGiftResultSchema, redeemGiftSchema } from "@/lib/gifts/schemas";
import { cspReportSchema, reportsJsonSchema } from "@/lib/http/csp-reports";
import { CSP_REPORT_PATH } from "@/lib/http/security-headers";
import {
  activationResultSchema,
  licenseChallengeResultSchema,
  licenseChallengeSchema,
  licenseJwksSchema,
  licenseProofAnswerSchema,
  licenseProofQuerySchema,
  licenseProofSchema,
  releaseManifestQuerySchema,
  releaseManifestSchema,
  signedLicenseAnswerSchema,
  verifyLicenseQuerySchema,
} from "@/lib/licenses/schemas";
import { healthOkSchema, healthUnavailableSchema, readinessSchema } from "@/lib/ops/schemas";
import {
  createWebhookEndpointSchema,
  webhookDeliveryIdSchema,
  webhookEndpointIdSchema,
  webhookEndpointRowSchema,
  webhookEndpointSecretSchema,
  webhookEndpointWithLogSchema,
} from "@/lib/outgoing-webhooks/schemas";
import {
  activateSchema,
  buyerOrderSchema,
  buyerOrderStatusSchema,
  cancelOrderResultSchema,
  captureOrderSchema,
  captureResultSchema,
  createOrderResultSchema,
  createOrderSchema,
} from "@/lib/payments/schemas";
import {
  bulkTiersSchema,
  creatorCodeLookupSchema,
  creatorCodeQuoteSchema,
  creatorCodeRowSchema,
  creatorCodeTermsSchema,
  listCreatorCodesSchema,
  offeredPricesSchema,
  pricePointRowSchema,
  saleRowSchema,
  saveBulkTiersSchema,
  scheduleSaleSchema,
  setPricePointSchema,
} from "@/lib/pricing/schemas";
import { referralVisitSchema } from "@/lib/referrals/schemas";
import { forgeUpdateJsonSchema } from "@/lib/releases/schemas";
import { absoluteUrl, site } from "@/lib/site";
import { z } from "@/lib/validation/zod";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });

const noStore = z.string().meta({ description: "no-store: answers are never cached" });

/** The draft-ietf-httpapi-ratelimit-headers fields every rate-limited answer carries (lib/api/rate-limit-headers.ts). */
const rateLimitFields = {
  "RateLimit-Policy": z.string().meta({ description: 'each limit as "<name>";q=<requests>;w=<seconds>, e.g. "per-address";q=60;w=60' }),
  RateLimit: z.string().meta({ description: 'each limit\'s state as "<name>";r=<left>;t=<seconds to reset>' }),
};

/** The headers that sign a license answer (lib/licenses/signing/sign-license-answer.ts). */
const signatureFields = {
  Date: z.string().meta({ description: "HTTP date of the answer; signed" }),
  Digest: z.string().meta({ description: "sha-256=<base64 of SHA-256 of the body bytes>; signed" }),
  "License-Signature": z.string().meta({
    description:
      'keyid="<kid>", algorithm="rsa-sha256" or "ecdsa-sha256", signature="<base64>", headers="(request-target) host date digest": a signature with SHA-256 over the lines "(request-target): <method> <path and query>", "host: <host>", "date: <Date>", "digest: <Digest>" joined by \\n (draft-cavage HTTP signatures). rsa-sha256 (the default): RSASSA-PKCS1-v1_5 with the 3072-bit RSA key; ecdsa-sha256 (asked with alg=ecdsa-sha256): ECDSA with the P-256 key, the signature DER-encoded. keyid names the key in the JWKS',
  }),
};

const error = (description: string, headers?: z.ZodObject): ZodOpenApiResponseObject => ({
  description: `${description}. Plain and unsigned: { error: { code, message } }`,
  content: json(apiErrorSchema),
  ...(headers && { headers }),
});
const badRequest = error("Malformed input; fields names each invalid field");
const rateLimited = error(
  "Too many requests",
  z.object({ "Retry-After": z.string().meta({ description: "seconds until a retry can succeed" }), ...rateLimitFields }),
);
const unavailable = error("The database or an upstream service (PayPal, Mojang) failed; retry later", z.object({ "Retry-After": z.string().optional() }));
const tooLarge = error("The body is over 16 KB");

/** What a public JSON POST's operation varies in, beside its summary, limit, body and successful answer. */
type PostOptions = {
  errors?: Record<string, ZodOpenApiResponseObject>;
  /** Replaces the description stating the per-address limit, for a route limited in more ways. */
  description?: string;
  query?: z.ZodObject;
  /** The successful answer is a signed license answer: Date, Digest and License-Signature, never cached. */
  signed?: boolean;
};

/** A public JSON POST (lib/api/json-post.ts): rate limited per address, the body parsed with the handler's schema. */
function jsonPost(
  summary: string,
  rateLimit: RateLimitRule,
  body: z.ZodType,
  ok: { status: 200 | 201 | 202; schema: z.ZodType; description: string } | { status: 204; description: string },
  { errors = {}, description, query, signed = false }: PostOptions = {},
): ZodOpenApiOperationObject {
  const okHeaders = signed ? { ...signatureFields, ...rateLimitFields, "Cache-Control": noStore } : rateLimitFields;
  return {
    summary,
    description: description ?? `${rateLimit.limit} requests a minute per client address.`,
    ...(query && { requestParams: { query } }),
    requestBody: { required: true, content: json(body) },
    responses: {
      [ok.status]:
        "schema" in ok
          ? { description: ok.description, headers: z.object(okHeaders), content: json(ok.schema) }
          : { description: ok.description, headers: z.object(okHeaders) },
      400: badRequest,
      413: tooLarge,
      429: rateLimited,
      503: unavailable,
      ...errors,
    },
  };
}

const captureOperation = jsonPost(
  "Capture an approved order and issue its license; repeating it answers the same",
  RATE_LIMITS.captureOrder,
  captureOrderSchema,
  { status: 200, schema: captureResultSchema, description: "Captured; the download token only for the call carrying the order's secret" },
  {
    errors: {
      403: error("The PayPal account that paid is one the shop does not sell to: the payment is refunded in full"),
      404: error("Unknown order"),
      409: error("Not approved yet, refunded, or cancelled by its buyer (a cancelled order is never paid)"),
      422: error("The payment method was declined, or the amount was not the license price"),
    },
  },
);

/** The operators' calls (docs/operations.md): the admin session's cookie, set by POST /api/admin/login. */
const ADMIN_SESSION = [{ adminSession: [] }];
/** The buyer's account calls: the session cookie POST /api/account/verify sets. */
const BUYER_SESSION = [{ accountSession: [] }];
const ACCOUNT_SESSION_COOKIE = "shop_account_session, __Host-shop_account_session over HTTPS";
const signedOut = error("No admin session");
const crossSite = error("A write from another site's page (the Origin is not the shop's own)");
const noStoreHeaders = z.object({ "Cache-Control": noStore });
const savedCodeSchema = z.object({ created: z.boolean(), code: creatorCodeRowSchema });

/** An operator's read: the admin session, an answer never cached. */
function adminGet(summary: string, schema: z.ZodType, query?: z.ZodObject): ZodOpenApiOperationObject {
  return {
    summary,
    security: ADMIN_SESSION,
    ...(query && { requestParams: { query } }),
    responses: {
      200: { description: "The list", headers: noStoreHeaders, content: json(schema) },
      ...(query && { 400: badRequest }),
      401: signedOut,
    },
  };
}

type OkAnswers = Record<number, { description: string; schema: z.ZodType }>;

/**
 * An operator's write: the admin session, from the shop's own origin (or a script sending it), with a body checked
 * with the dashboard's schema or on one thing its path names.
 */
function adminWrite(
  summary: string,
  request: { body: z.ZodType } | { path: z.ZodObject },
  ok: OkAnswers,
  errors: Record<number, ZodOpenApiResponseObject>,
): ZodOpenApiOperationObject {
  return {
    summary,
    description: "Send the shop's own address as Origin: the session is a cookie, and a write from another site's page is refused. Audited.",
    security: ADMIN_SESSION,
    ...("body" in request ? { requestBody: { required: true, content: json(request.body) } } : { requestParams: { path: request.path } }),
    responses: {
      ...Object.fromEntries(Object.entries(ok).map(([status, { description, schema }]) => [status, { description, content: json(schema) }])),
      400: badRequest,
      401: signedOut,
      403: crossSite,
      ...errors,
    },
  };
}

const adminPost = (summary: string, body: z.ZodType, ok: OkAnswers, errors: Record<number, ZodOpenApiResponseObject>) =>
  adminWrite(summary, { body }, ok, { 413: tooLarge, ...errors });

/** An operator's action on one thing named in the path, with no body. */
const adminAct = (summary: string, path: z.ZodObject, ok: OkAnswers, errors: Record<number, ZodOpenApiResponseObject>) =>
  adminWrite(summary, { path }, ok, { 404: error("Nothing has that id"), ...errors });

const health = (description: string) => ({ description, headers: z.object({ "Cache-Control": noStore }), content: json(healthOkSchema) });
const notReady = (schema: z.ZodType) => ({
  description: "Not ready",
  headers: z.object({ "Retry-After": z.string(), "Cache-Control": noStore }),
  content: json(schema),
});

/**
 * The public API as an OpenAPI 3.1 document, built from the zod schemas the handlers parse with and the
 * ones their answers are typed from. Built once per process; the route serves it prerendered.
 */
function buildOpenApiDocument() {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: `${site.name} shop API`,
      version: "1.0.0",
      description: `The whitelist check the mod makes, the purchase calls the shop's pages make, health checks, and the calls an operator scripts creator codes, prices, bulk discounts, sales and webhook endpoints with. For mod authors: ${absoluteUrl(LICENSE_API_META.path)}`,
    },
    servers: [{ url: site.url }],
    components: {
      securitySchemes: {
        accountSession: {
          type: "apiKey",
          in: "cookie",
          name: "shop_account_session",
          description: "The buyer's account session POST /api/account/verify sets (named __Host-shop_account_session over HTTPS); keep it in a cookie jar",
        },
        adminSession: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description: "The admin session POST /api/admin/login sets (named __Secure-authjs.session-token over HTTPS); keep it in a cookie jar",
        },
      },
    },
    paths: {
      "/api/license/verify": {
        get: {
          summary: "The whitelist check: is this Minecraft account licensed?",
          description: `${RATE_LIMITS.licenseVerify.limit} checks a minute per client address and ${RATE_LIMITS.licenseVerifyUuid.limit} a minute per UUID from all addresses. The answer is signed (Date, Digest, License-Signature; verify with ${JWKS_PATH}): with RSA by default, with ECDSA P-256 when asked alg=ecdsa-sha256. The plain fields active and username stay for old mods.`,
          requestParams: { query: verifyLicenseQuerySchema },
          responses: {
            200: {
              description: "The license state, signed",
              headers: z.object({ ...signatureFields, ...rateLimitFields, "Cache-Control": noStore }),
              content: json(signedLicenseAnswerSchema),
            },
            400: badRequest,
            429: rateLimited,
            503: unavailable,
          },
        },
      },
      "/api/mod/releases/latest": {
        get: {
          summary: "The release a channel offers, as a signed manifest a mod checks before it updates",
          description: `${RATE_LIMITS.releaseManifest.limit} requests a minute per client address. Signed exactly as the whitelist check's answer (the same headers, keys and alg parameter); a pulled release is never offered. Download the jar through the proof route's jar link with &version=<version>, and compare its size and SHA-256 with the manifest's.`,
          requestParams: { query: releaseManifestQuerySchema },
          responses: {
            200: {
              description: "The newest release on the channel, signed",
              headers: z.object({ ...signatureFields, ...rateLimitFields, "Cache-Control": noStore }),
              content: json(releaseManifestSchema),
            },
            400: badRequest,
            404: error("No release on this channel (or every one is pulled)"),
            429: rateLimited,
            503: unavailable,
          },
        },
      },
      "/api/mod/forge-update.json": {
        get: {
          summary: "Forge's update JSON for the mod's @Mod(updateJSON = …)",
          description: `${RATE_LIMITS.forgeUpdate.limit} requests a minute per client address. Public and cacheable for a minute; a request with If-None-Match answers 304 while nothing changed. A release added, pulled or put back is in the next answer.`,
          responses: {
            200: {
              description: "Forge's format: homepage, the 1.8.9 versions with their changelogs, and the promos",
              headers: z.object({
                ETag: z.string().meta({ description: "changes whenever the answer does; send it back as If-None-Match" }),
                "Cache-Control": z.string().meta({ description: "public, max-age=60, must-revalidate" }),
                ...rateLimitFields,
              }),
              content: json(forgeUpdateJsonSchema),
            },
            304: { description: "Not modified: the If-None-Match names the current ETag; no body" },
            429: rateLimited,
            503: unavailable,
          },
        },
      },
      [JWKS_PATH]: {
        get: {
          summary: "The public keys that sign license answers: the current RSA key, the current EC P-256 key, then the retired ones",
          responses: {
            200: {
              description: "A JWK Set",
              headers: z.object({ "Cache-Control": z.string().meta({ description: "cacheable for an hour" }) }),
              content: json(licenseJwksSchema),
            },
          },
        },
      },
      "/api/license/challenge": {
        post: jsonPost(
          "Start a proof of account ownership: a one-time server id for Mojang's session server",
          RATE_LIMITS.licenseChallenge,
          licenseChallengeSchema,
          { status: 201, schema: licenseChallengeResultSchema, description: "The challenge" },
          {
            description: `${RATE_LIMITS.licenseChallenge.limit} requests a minute per client address and ${RATE_LIMITS.licenseChallengeUuid.limit} a minute per UUID from all addresses.`,
          },
        ),
      },
      "/api/license/proof": {
        post: jsonPost(
          "Finish the proof: the shop asks Mojang's hasJoined and answers a signed entitlement",
          RATE_LIMITS.licenseProof,
          licenseProofSchema,
          { status: 200, schema: licenseProofAnswerSchema, description: "Proven: the signed answer, with proof mojang-session" },
          {
            errors: { 403: error("The proof failed: not joined, another account, a used or expired server id, or a wrong username") },
            description: `${RATE_LIMITS.licenseProof.limit} requests a minute per client address, ${RATE_LIMITS.licenseProofUsername.limit} per username and ${RATE_LIMITS.licenseProofUuid.limit} per UUID. A 429 from Mojang is retried, never turned into a refusal; a Mojang outage answers 503.`,
            query: licenseProofQuerySchema,
            signed: true,
          },
        ),
      },
      "/api/paypal/create-order": {
        post: jsonPost(
          "Start a purchase at the server's price",
          RATE_LIMITS.createOrder,
          createOrderSchema,
          {
            status: 201,
            schema: createOrderResultSchema,
            description: "The PayPal order and its secret",
          },
          {
            errors: {
              403: error("The shop does not sell to this buyer (the answer names only the support address)"),
              409: error("The account (or a pack seat's, named in `fields` as seats.N.username) already has an active license"),
              422: error(
                "No Minecraft account has that name (or a pack seat's), a typed creator code does not apply, the currency has no price, or a gift's sending time is out of range",
              ),
            },
            description: `${RATE_LIMITS.createOrder.limit} requests a minute per client address, and ${RATE_LIMITS.packAccounts.limit} pack account seats a minute per client address (each is a Mojang lookup). One license names its account (\`username\`) or is a gift (\`gift\`); a pack (\`seats\`, 2 to 20) names an account or a gift per seat, each account once. A pack charges every seat the one price its size earns (the running sale's price, less the seller's bulk tier for that size, then the creator code's discount, never below the currency's floor) and PayPal's order lists the license with its quantity; its capture answers the seats. A typed creator code that is unknown counts against its first two characters in the budget of POST /api/creator-code; over that, every order typing a code of those characters answers 429.`,
          },
        ),
      },
      "/api/creator-code": {
        post: jsonPost(
          "What the license costs now with a creator code (nothing is reserved: create-order takes the code's use)",
          RATE_LIMITS.creatorCode,
          creatorCodeLookupSchema,
          { status: 200, schema: creatorCodeQuoteSchema, description: "The code applies: the price it comes to now" },
          {
            errors: { 422: error("The code does not apply: unknown, inactive, not started, ended or used up (the message says which)") },
            description: `${RATE_LIMITS.creatorCode.limit} requests a minute per client address. Unknown codes count against their first two characters, ${RATE_LIMITS.creatorCodeMisses.limit} a minute from all addresses, together with the unknown codes typed at create-order and sent by the referral beacon; over that, every lookup of those characters answers 429.`,
          },
        ),
      },
      "/api/prices": {
        get: {
          summary: "What the license costs now in each currency it is offered in, and the one to show the client first",
          description: `${RATE_LIMITS.prices.limit} requests a minute per client address. USD is always offered; another currency once the seller set a price point in it. The suggested currency is the client's country's (from its address in an offline database, not stored) when offered, else USD. create-order charges these amounts in the currency it is sent.`,
          responses: {
            200: {
              description: "The prices on offer",
              headers: z.object({ "Cache-Control": z.string().meta({ description: "private, no-store" }) }),
              content: json(offeredPricesSchema),
            },
            429: rateLimited,
          },
        },
      },
      "/api/paypal-capture-order": { post: captureOperation },
      "/api/paypal/capture-order": { post: { ...captureOperation, summary: "The same capture, under /api/paypal/" } },
      "/api/activate": {
        post: jsonPost(
          "Confirm the license of a captured purchase, from the buyer's browser",
          RATE_LIMITS.activate,
          activateSchema,
          {
            status: 200,
            schema: activationResultSchema,
            description: "Confirmed, with the download token",
          },
          { errors: { 403: error("The payment could not be matched to a license (the same answer whatever was wrong)") } },
        ),
      },
      "/api/paypal/order-status": {
        post: jsonPost(
          "After a failed capture: whether PayPal took the money (an open order is checked with PayPal first, and fulfilled if it was captured)",
          RATE_LIMITS.orderStatus,
          buyerOrderSchema,
          { status: 200, schema: buyerOrderStatusSchema, description: "The order's state; the download token when it is paid" },
          { errors: { 404: error("No such order, or not this browser's (the same answer)") } },
        ),
      },
      "/api/paypal/cancel-order": {
        post: jsonPost(
          "The buyer closed PayPal's window: close the open order as cancelled",
          RATE_LIMITS.cancelOrder,
          buyerOrderSchema,
          { status: 200, schema: cancelOrderResultSchema, description: "Whether this call closed the order" },
          { errors: { 404: error("No such order, or not this browser's (the same answer)") } },
        ),
      },
      "/api/gift/redeem": {
        post: jsonPost(
          "Redeem a gift code for a Minecraft account: its license and download token",
          RATE_LIMITS.giftRedeem,
          redeemGiftSchema,
          { status: 200, schema: redeemGiftResultSchema, description: "Redeemed: the account is whitelisted; the token opens its download page" },
          {
            errors: {
              403: error("The shop does not sell to this buyer (the answer names only the support address)"),
              409: error("The code was redeemed already or its payment refunded, or the account already has an active license"),
              422: error("No paid gift has this code (the same answer for anything that is not one), or no Minecraft account has that name"),
            },
            description: `${RATE_LIMITS.giftRedeem.limit} requests a minute per client address. Codes no gift has count against their first four characters, ${RATE_LIMITS.giftRedeemMisses.limit} a minute from all addresses; over that, every attempt with those characters answers 429.`,
          },
        ),
      },
      "/api/account/sign-in": {
        post: jsonPost(
          "Ask for a sign-in code for the buyer's account: an address that bought something gets a 6-digit code and a one-time link by e-mail",
          RATE_LIMITS.accountSignIn,
          accountSignInSchema,
          {
            status: 202,
            schema: accountSignInResultSchema,
            description: `Always, known address or not. The code and the link work once, for ${ACCOUNT_SIGN_IN_MINUTES} minutes; a new request ends the older ones`,
          },
          {
            description: `${RATE_LIMITS.accountSignIn.limit} requests a minute per client address; ${RATE_LIMITS.accountSignInEmail.limit} mails an hour per e-mail address (silently: the answer does not change).`,
          },
        ),
      },
      "/api/account/verify": {
        post: jsonPost(
          "Sign in to the buyer's account with the e-mailed code",
          RATE_LIMITS.accountVerify,
          accountVerifySchema,
          {
            status: 204,
            description: `Signed in: Set-Cookie carries the account's session (${ACCOUNT_SESSION_COOKIE}, HttpOnly, SameSite=Lax; 30 days from its last use)`,
          },
          {
            errors: {
              401: error(`A wrong, used or expired code; the ${MAX_CODE_TRIES}th wrong try ends the code, so a later try fails even with the right one`),
            },
            description: `${RATE_LIMITS.accountVerify.limit} tries a minute per client address, and ${MAX_CODE_TRIES} per code.`,
          },
        ),
      },
      "/api/account": {
        get: {
          summary: "The signed-in buyer's licenses, orders (with receipt numbers) and gifts",
          description: `The account's session cookie (POST /api/account/verify). ${RATE_LIMITS.account.limit} requests a minute per client address.`,
          security: BUYER_SESSION,
          responses: {
            200: { description: "The account", headers: z.object({ ...rateLimitFields, "Cache-Control": noStore }), content: json(accountSchema) },
            401: error("No account session"),
            429: rateLimited,
            503: unavailable,
          },
        },
      },
      "/api/download-link": {
        post: jsonPost("E-mail fresh download links for every active license bought with an address", RATE_LIMITS.downloadLink, resendDownloadLinkSchema, {
          status: 200,
          schema: resendDownloadLinkResultSchema,
          description: "The same answer for every address, known or not",
        }),
      },
      "/api/affiliate/signup": {
        post: jsonPost("Apply to become an affiliate", RATE_LIMITS.affiliateSignup, affiliateSignupSchema, {
          status: 201,
          schema: affiliateSignupResultSchema,
          description: "The application is stored",
        }),
      },
      "/api/referral/visit": {
        post: {
          summary:
            "The payment page's beacon: counts the day's visitor of /payment (per source too: the link's known code, utm_source and utm_campaign) and, for a link with a code (?ref= or ?code=), the code's visit once per visitor, code and day, and sets the 30-day attribution cookie",
          description: `${RATE_LIMITS.referralVisit.limit} requests a minute per client address. Same-origin only (another site's beacon is refused 403). Without a code ({}), only the checkout visit counts. Bots and prefetches get the same 204 and change nothing; an unknown code counts the checkout visit only and sets no cookie, and counts against its first two characters in the budget of POST /api/creator-code; over that, a code of those characters answers 429 and sets no cookie.`,
          requestBody: { required: true, content: json(referralVisitSchema) },
          responses: {
            204: {
              description: "Counted (or ignored); for a code the shop issued, Set-Cookie shop_ref=<CODE>.<epoch seconds>, HttpOnly, SameSite=Lax, 30 days",
              headers: z.object({ "Cache-Control": noStore, ...rateLimitFields }),
            },
            400: badRequest,
            403: error("Sent from another site"),
            413: tooLarge,
            429: rateLimited,
            503: unavailable,
          },
        },
      },
      [CSP_REPORT_PATH]: {
        post: {
          summary: "Where browsers report Content-Security-Policy violations (the policy's report-uri and report-to)",
          description: `${RATE_LIMITS.cspReport.limit} requests a minute per client address. Each violation is counted by directive and by what was blocked (inline, eval, same-origin, other-origin, data, blob), never by address; nothing of a report is stored or logged.`,
          requestBody: {
            required: true,
            content: { "application/csp-report": { schema: cspReportSchema }, "application/reports+json": { schema: reportsJsonSchema } },
          },
          responses: {
            204: { description: "Counted", headers: z.object({ "Cache-Control": noStore }) },
            400: error("Another content type, or a body that is not a report"),
            413: tooLarge,
            429: rateLimited,
          },
        },
      },
      "/api/admin/login": {
        post: {
          summary: "Sign in as an admin: the session cookie for the operators' calls",
          description: "Send the shop's own address as Origin. Failed sign-ins are audited and, after several, locked out for a while.",
          requestBody: { required: true, content: json(adminCredentialsSchema) },
          responses: {
            200: {
              description: "Signed in; Set-Cookie carries the session (HttpOnly)",
              content: json(z.object({ ok: z.literal(true), redirectTo: z.string().meta({ description: "the dashboard's path" }) })),
            },
            400: badRequest,
            401: error("Wrong username or password (the same answer for both)"),
            403: crossSite,
            413: tooLarge,
            429: error("Too many failed sign-ins", z.object({ "Retry-After": z.string() })),
          },
        },
      },
      "/admin/creator-codes": {
        get: adminGet(
          "The creator codes the shop issued, with their terms and uses, newest first, a page at a time; a search keeps the codes whose code or affiliate holds it",
          z.object({
            codes: z.array(creatorCodeRowSchema),
            nextCursor: z.string().nullable().meta({ description: "the next page's cursor; null on the last page" }),
          }),
          listCreatorCodesSchema,
        ),
        post: adminPost(
          "Create a creator code, or change the terms sent of an existing one (omitted terms keep their value; null clears a limit or a date)",
          creatorCodeTermsSchema,
          { 200: { description: "An existing code's terms changed", schema: savedCodeSchema }, 201: { description: "A new code", schema: savedCodeSchema } },
          {
            409: error("The code belongs to another affiliate, or the affiliate already holds five codes"),
            422: error("The affiliate is not approved, or the code's end is not after its start"),
          },
        ),
      },
      "/admin/sales": {
        get: adminGet(
          "The sales not ended, and those that ended in the last 90 days (latest start first, at most 20)",
          z.object({ sales: z.array(saleRowSchema) }),
        ),
        post: adminPost(
          "Schedule a sale: its price, UTC window and label; the site's pages change price at its start and end",
          scheduleSaleSchema,
          { 201: { description: "Scheduled", schema: z.object({ sale: saleRowSchema }) } },
          {
            409: error("It overlaps another sale (the message names it): one sale at a time"),
            422: error("The sale would be over already"),
          },
        ),
      },
      "/admin/prices": {
        get: adminGet(
          "The license's price points in the currencies other than USD (whose price is fixed), each with its floor; amountCents null: not offered",
          z.object({ prices: z.array(pricePointRowSchema) }),
        ),
        post: adminPost(
          "Set the license's price in a currency, which offers it at checkout from the next request, or remove it (amountCents null); orders already made keep their price",
          setPricePointSchema,
          { 200: { description: "Set, changed or removed (the same price again changes nothing)", schema: z.object({ price: pricePointRowSchema }) } },
          {},
        ),
      },
      "/admin/bulk-tiers": {
        get: adminGet("The bulk discount tiers, smallest pack first (none by default), with who saved them last", bulkTiersSchema),
        post: adminPost(
          "Replace the bulk discount tiers (an empty list removes them): at most 5, from 2 to 20 licenses, 1 to 90 % off each license, a bigger pack taking more off",
          saveBulkTiersSchema,
          { 200: { description: "Saved (the same tiers again change nothing)", schema: bulkTiersSchema } },
          {},
        ),
      },
      "/admin/disputes": {
        get: adminGet(
          "PayPal's disputes of the shop's captures: the open ones first by due date, with the days left (at most 200), then the newest 50 resolved",
          z.object({ disputes: z.array(disputeRowSchema) }),
        ),
      },
      "/admin/webhook-endpoints": {
        get: adminGet(
          "Every outgoing webhook endpoint (oldest first, at most 20) with its newest 20 deliveries and their tries; never a secret",
          z.object({ endpoints: z.array(webhookEndpointWithLogSchema) }),
        ),
        post: adminPost(
          "Add an endpoint for the events it names; its signing secret is in this answer only",
          createWebhookEndpointSchema,
          { 201: { description: "Added", schema: webhookEndpointSecretSchema } },
          {
            409: error("The shop has 20 endpoints already"),
            422: error("The URL is not https, or leads to a private, loopback, link-local or reserved address (fields.url says which)"),
          },
        ),
      },
      "/admin/webhook-endpoints/{id}/rotate-secret": {
        post: adminAct(
          "A new signing secret, in this answer only; the one before signs too for 24 hours",
          webhookEndpointIdSchema,
          { 200: { description: "Rotated", schema: webhookEndpointSecretSchema } },
          {},
        ),
      },
      "/admin/webhook-endpoints/{id}/enable": {
        post: adminAct(
          "A disabled endpoint hears events again, its count of failed deliveries back at 0",
          webhookEndpointIdSchema,
          { 200: { description: "Enabled", schema: z.object({ endpoint: webhookEndpointRowSchema }) } },
          {},
        ),
      },
      "/admin/webhook-deliveries/{id}/redeliver": {
        post: adminAct(
          "Send a delivery again now: the same message and webhook-id, with a fresh set of tries",
          webhookDeliveryIdSchema,
          { 202: { description: "Queued", schema: z.object({ id: z.uuid() }) } },
          { 409: error("It is waiting for its next try already, or its endpoint is disabled") },
        ),
      },
      "/api/health": {
        get: {
          summary: "Liveness and database reachability",
          responses: { 200: health("Up, and the database answers"), 503: notReady(healthUnavailableSchema) },
        },
      },
      "/api/health/live": { get: { summary: "The process answers", responses: { 200: health("Alive") } } },
      "/api/health/ready": {
        get: {
          summary: "Whether this instance should get traffic: database, migrations, job workers",
          responses: {
            200: { description: "Ready", headers: z.object({ "Cache-Control": noStore }), content: json(readinessSchema) },
            503: notReady(readinessSchema),
          },
        },
      },
    },
  });
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The document, built on first use. */
export function openApiDocument() {
  built ??= buildOpenApiDocument();
  return built;
}
