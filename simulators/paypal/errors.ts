import { json, type SimResponse } from "../http";
import { debugId } from "./ids";

/**
 * The operations of PayPal's OpenAPI files (docs/reference/paypal-openapi/) the simulator serves. Each file
 * lists, per operation and status, the issues PayPal answers with and their texts; the same issue can read
 * differently from one operation to the next (MISSING_REQUIRED_PARAMETER), so every error names its operation.
 */
export type PaypalOperation =
  "orders.create" | "orders.get" | "orders.capture" | "captures.get" | "captures.refund" | "refunds.get" | "verify-webhook-signature.post";

/** The `name`/`message` pair PayPal uses for each status (the files' error_400 … error_500; 403 from contracts §1.6). */
const ENVELOPES = {
  400: { name: "INVALID_REQUEST", message: "Request is not well-formed, syntactically incorrect, or violates schema." },
  401: {
    name: "AUTHENTICATION_FAILURE",
    message: "Authentication failed due to missing authorization header, or invalid authentication credentials.",
  },
  403: { name: "NOT_AUTHORIZED", message: "Authorization failed due to insufficient permissions." },
  404: { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." },
  422: {
    name: "UNPROCESSABLE_ENTITY",
    message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
  },
  500: { name: "INTERNAL_SERVER_ERROR", message: "An internal server error occurred." },
} as const;

/** The statuses whose answers carry details[].issue. */
type IssueStatus = 400 | 403 | 404 | 422;

const NOT_FOUND = "Specified resource ID does not exist. Please check the resource ID and try again.";
const MALFORMED = "The request JSON is not well formed.";
const SYNTAX = "The value of a field does not conform to the expected format.";
const TOO_LONG = "The value of a field is either too short or too long";
const ZERO = "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.";
const PRECISION = "If the currency supports decimals, only two decimal place precision is supported.";
const DECLINED = "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.";

/**
 * Every issue the simulator can answer with, per operation, with the description PayPal's file gives it
 * there, word for word (typos and double spaces included). An issue missing here is one PayPal does not
 * document for the operation, so paypalError refuses it. Where the file lists an issue without fixing its
 * text (Payments v2's refund issues), the text is the simulator's.
 */
export const PAYPAL_ISSUES: Readonly<Record<PaypalOperation, Readonly<Record<string, string>>>> = {
  "orders.create": {
    MALFORMED_REQUEST_JSON: MALFORMED,
    INVALID_PARAMETER_SYNTAX: SYNTAX,
    MISSING_REQUIRED_PARAMETER: "A required parameter is missing.",
    INVALID_PARAMETER_VALUE: "A parameter value is not valid.",
    INVALID_STRING_LENGTH: TOO_LONG,
    INVALID_CURRENCY_CODE:
      "Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.",
    CANNOT_BE_ZERO_OR_NEGATIVE: ZERO,
    DECIMAL_PRECISION: PRECISION,
    DUPLICATE_REFERENCE_ID: "`reference_id` must be unique if multiple `purchase_unit` are provided.",
    AMOUNT_MISMATCH: "Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.",
    ITEM_TOTAL_MISMATCH: "Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.",
    MULTI_CURRENCY_ORDER: "Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.",
    ITEM_TOTAL_REQUIRED: "If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.",
  },
  "orders.get": { INVALID_RESOURCE_ID: NOT_FOUND },
  "orders.capture": {
    MALFORMED_REQUEST_JSON: MALFORMED,
    INVALID_RESOURCE_ID: NOT_FOUND,
    ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
    ORDER_NOT_APPROVED:
      "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
    INSTRUMENT_DECLINED: DECLINED,
    PAYER_ACTION_REQUIRED: "Transaction cannot complete successfully, instruct the buyer to return to PayPal.",
    PAYER_CANNOT_PAY: "Payer cannot pay for this transaction. Please contact the payer to find other ways to pay for this transaction.",
    TRANSACTION_REFUSED: "The request was refused.",
    REDIRECT_PAYER_FOR_ALTERNATE_FUNDING: "Transaction failed. Redirect the payer to select another funding source.",
    PERMISSION_DENIED: "You do not have permission to access or perform operations on this resource.",
    // Not in the file's capture list (it has this issue for authorize only), but what PayPal answers when an
    // AUTHORIZE order is captured, quoted from a live answer in the Zen Cart PayPal REST module (paypalr).
    ACTION_DOES_NOT_MATCH_INTENT:
      "Order was created with an intent to 'AUTHORIZE'. Please use v2/checkout/orders/order_id/authorize to perform authorization or alternately Create an order with an intent of 'CAPTURE'.",
  },
  "captures.get": { INVALID_RESOURCE_ID: NOT_FOUND },
  "captures.refund": {
    INVALID_RESOURCE_ID: NOT_FOUND,
    INVALID_PARAMETER_SYNTAX: SYNTAX,
    CAPTURE_FULLY_REFUNDED: "The capture has already been fully refunded",
    REFUND_AMOUNT_EXCEEDED: "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
    CURRENCY_MISMATCH: "The currency of the refund must be the same as the currency of the capture.",
    CANNOT_BE_ZERO_OR_NEGATIVE: ZERO,
    DECIMAL_PRECISION: PRECISION,
  },
  "refunds.get": { INVALID_RESOURCE_ID: NOT_FOUND },
  // Notifications v1 documents no issues (its errors are the generic `error`); these are v2's texts.
  "verify-webhook-signature.post": {
    MALFORMED_REQUEST_JSON: MALFORMED,
    MISSING_REQUIRED_PARAMETER: "A required field / parameter is missing.",
  },
};

/** Where PayPal's information_link points for each operation's errors. */
const REFERENCE: Record<PaypalOperation, string> = {
  "orders.create": "orders/v2",
  "orders.get": "orders/v2",
  "orders.capture": "orders/v2",
  "captures.get": "payments/v2",
  "captures.refund": "payments/v2",
  "refunds.get": "payments/v2",
  "verify-webhook-signature.post": "webhooks/v1",
};

/** Issues a test may force on the next capture (failNextCapture), with the status PayPal answers them with. */
export const FORCEABLE_CAPTURE_ISSUES: Record<string, IssueStatus | 500> = {
  INSTRUMENT_DECLINED: 422,
  PAYER_ACTION_REQUIRED: 422,
  PAYER_CANNOT_PAY: 422,
  TRANSACTION_REFUSED: 422,
  REDIRECT_PAYER_FOR_ALTERNATE_FUNDING: 422,
  PERMISSION_DENIED: 403,
  INTERNAL_SERVER_ERROR: 500,
};

export interface ErrorDetail {
  issue: string;
  field?: string;
  value?: string;
  location?: "body" | "path" | "query" | "header";
}

interface PaypalErrorOptions {
  /** Extra HATEOAS links, e.g. the `redirect` back to checkout that INSTRUMENT_DECLINED carries. */
  links?: { href: string; rel: string; method: string }[];
}

function informationLink(operation: PaypalOperation, name: string) {
  return { href: `https://developer.paypal.com/docs/api/${REFERENCE[operation]}/#error-${name}`, rel: "information_link", method: "GET" };
}

/**
 * PayPal's error envelope for `operation`: name, message, debug_id, details[].issue with the text PayPal
 * documents for it there, and an information_link. Throws for an issue PayPal does not list for the
 * operation: the simulator never answers with one.
 */
export function paypalError(
  operation: PaypalOperation,
  status: IssueStatus,
  details: [ErrorDetail, ...ErrorDetail[]],
  options: PaypalErrorOptions = {},
): SimResponse {
  const envelope = ENVELOPES[status];
  const withText = details.map((detail) => {
    const description = PAYPAL_ISSUES[operation][detail.issue];
    if (description === undefined) throw new Error(`PayPal documents no ${detail.issue} for ${operation}`);
    return { ...detail, description };
  });
  const links = [informationLink(operation, details[0].issue), ...(options.links ?? [])];
  return json(status, { name: envelope.name, message: envelope.message, debug_id: debugId(), details: withText, links });
}

/** PayPal's 500 (error_500): no details, as in the file's example. */
export function serverError(operation: PaypalOperation): SimResponse {
  const { name, message } = ENVELOPES[500];
  return json(500, { name, message, debug_id: debugId(), links: [informationLink(operation, name)] });
}

/** 401 for a call without a bearer token: PayPal's envelope, no details. */
export function authenticationFailure(): SimResponse {
  const { name, message } = ENVELOPES[401];
  return json(401, { name, message, debug_id: debugId(), links: [] });
}

/** A path PayPal has no API at. */
export function unknownRoute(): SimResponse {
  const { name, message } = ENVELOPES[404];
  return json(404, { name, message, debug_id: debugId(), links: [] });
}

export function notFound(operation: PaypalOperation, id: string): SimResponse {
  return paypalError(operation, 404, [{ issue: "INVALID_RESOURCE_ID", field: "id", value: id, location: "path" }]);
}
