import { json, type SimResponse } from "../http";
import { debugId } from "./ids";

/** The `name`/`message` pair PayPal uses for each status (contracts §1.6). */
const ENVELOPES: Record<number, { name: string; message: string }> = {
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
  429: { name: "RATE_LIMIT_REACHED", message: "Too many requests. Blocked due to rate limiting." },
  500: { name: "INTERNAL_SERVER_ERROR", message: "An internal server error occurred." },
};

/** Issue descriptions copied from the OpenAPI files, typos included, so clients see real text. */
const DESCRIPTIONS: Record<string, string> = {
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  INSTRUMENT_DECLINED: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  INVALID_RESOURCE_ID: "Specified resource ID does not exist. Please check the resource ID and try again.",
  MALFORMED_REQUEST_JSON: "The request JSON is not well formed.",
  MISSING_REQUIRED_PARAMETER: "A required field / parameter is missing.",
  INVALID_PARAMETER_VALUE: "The value of a field is invalid.",
  INVALID_PARAMETER_SYNTAX: "The value of a field does not conform to the expected format.",
  INVALID_STRING_LENGTH: "The value of a field is either too short or too long.",
  INVALID_CURRENCY_CODE: "Currency code is invalid or is not currently supported.",
  CANNOT_BE_ZERO_OR_NEGATIVE: "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.",
  DECIMAL_PRECISION: "If the currency supports decimals, only two decimal place precision is supported.",
  PAYER_ACTION_REQUIRED: "Transaction cannot complete successfully, instruct the buyer to return to PayPal.",
  TRANSACTION_REFUSED: "PayPal's internal controls prevent authorization from being captured.",
  CAPTURE_FULLY_REFUNDED: "The capture has already been fully refunded",
  REFUND_AMOUNT_EXCEEDED: "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
  INTERNAL_SERVER_ERROR: "An internal server error has occurred.",
};

export interface ErrorDetail {
  issue: string;
  field?: string;
  value?: string;
  location?: "body" | "path" | "query" | "header";
  description?: string;
}

export interface PaypalErrorOptions {
  /** Extra HATEOAS links, e.g. the `redirect` back to checkout that INSTRUMENT_DECLINED carries. */
  links?: { href: string; rel: string; method: string }[];
}

/** Builds PayPal's error envelope: name, message, debug_id, details[].issue and an information_link. */
export function paypalError(status: number, details: ErrorDetail[], options: PaypalErrorOptions = {}): SimResponse {
  const envelope = ENVELOPES[status] ?? { name: "INTERNAL_SERVER_ERROR", message: "An internal server error occurred." };
  const withText = details.map((detail) => ({
    ...detail,
    description: detail.description ?? DESCRIPTIONS[detail.issue] ?? `${detail.issue.toLowerCase().replaceAll("_", " ")}.`,
  }));
  const first = withText[0];
  const links = [
    ...(first ? [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${first.issue}`, rel: "information_link", method: "GET" }] : []),
    ...(options.links ?? []),
  ];
  const body = { name: envelope.name, message: envelope.message, debug_id: debugId(), links };
  return json(status, withText.length > 0 ? { ...body, details: withText } : body);
}

/** The HTTP status PayPal answers with for a capture issue a test forces. */
export function statusForIssue(issue: string): number {
  if (issue === "INTERNAL_SERVER_ERROR" || issue === "INTERNAL_SERVICE_ERROR") return 500;
  if (issue === "RATE_LIMIT_REACHED") return 429;
  if (issue === "PERMISSION_DENIED" || issue === "NOT_AUTHORIZED") return 403;
  return 422;
}

export function notFound(id: string, location: ErrorDetail["location"] = "path"): SimResponse {
  return paypalError(404, [{ issue: "INVALID_RESOURCE_ID", field: "id", value: id, location }]);
}
