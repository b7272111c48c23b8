import { json, type SimResponse } from "../http";
import type { ErrorDetail } from "./errors";
import { debugId } from "./ids";

/** The Customer Disputes v1 operations the simulator serves (customer_disputes_v1.json operationIds). */
export type DisputeOperation = "disputes.list" | "disputes.get" | "disputes.provide-evidence" | "disputes.accept-claim" | "disputes.send-message";

/** The `name`/`message` pairs of the file's error_400, error_404, error_415 and error_422. */
const ENVELOPES = {
  400: { name: "INVALID_REQUEST", message: "Request is not well-formed, syntactically incorrect, or violates schema." },
  404: { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." },
  415: { name: "UNSUPPORTED_MEDIA_TYPE", message: "The server does not support the request payload's media type." },
  422: {
    name: "UNPROCESSABLE_ENTITY",
    message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
  },
} as const;

type DisputeErrorStatus = keyof typeof ENVELOPES;

const MALFORMED = "The request JSON is not well formed.";
const MISSING = "A required field or parameter is missing.";
const VALUE = "A parameter value is not valid.";
const SYNTAX = "The value of a field does not conform to the expected format.";
const TOO_LONG = "The value of a field is either too short or too long.";
const NOT_FOUND = "Specified resource ID does not exist. Please check the resource ID and try again.";
const MEDIA = "The request must be multipart/form-data.";

/**
 * Every issue the simulator answers the Disputes API with, per operation. Unlike Orders and Payments, PayPal's
 * disputes file lists no issues; these are the names PayPal's general error catalogue uses (and, for the list,
 * the names of PayPal's sandbox negative-test values: INVALID_PAGE_SIZE, INVALID_START_TIME_FORMAT,
 * DATE_CAN_NOT_BE_IN_FUTURE), with the simulator's texts. NOT_ALLOWED_IN_CURRENT_STATE is the simulator's name for
 * an action the dispute's links do not offer ("In case the link is not present in the response, you can't …").
 */
export const DISPUTE_ISSUES: Readonly<Record<DisputeOperation, Readonly<Record<string, string>>>> = {
  "disputes.list": {
    INVALID_PAGE_SIZE: "page_size must be a whole number from 1 to 50.",
    INVALID_START_TIME_FORMAT: "start_time must be an Internet date and time (RFC 3339).",
    DATE_CAN_NOT_BE_IN_FUTURE: "start_time can not be in the future.",
    INVALID_PARAMETER_SYNTAX: SYNTAX,
    INVALID_PARAMETER_VALUE: VALUE,
  },
  "disputes.get": { INVALID_RESOURCE_ID: NOT_FOUND },
  "disputes.provide-evidence": {
    INVALID_RESOURCE_ID: NOT_FOUND,
    UNSUPPORTED_MEDIA_TYPE: MEDIA,
    MALFORMED_REQUEST_JSON: MALFORMED,
    MISSING_REQUIRED_PARAMETER: MISSING,
    INVALID_PARAMETER_VALUE: VALUE,
    INVALID_PARAMETER_SYNTAX: SYNTAX,
    INVALID_STRING_LENGTH: TOO_LONG,
    FILE_SIZE_LIMIT_EXCEEDED: "A file is larger than 10 MB, or the files together larger than 50 MB.",
    NOT_ALLOWED_IN_CURRENT_STATE: "Evidence can only be provided while the dispute waits for the seller's response.",
  },
  "disputes.accept-claim": {
    INVALID_RESOURCE_ID: NOT_FOUND,
    MALFORMED_REQUEST_JSON: MALFORMED,
    MISSING_REQUIRED_PARAMETER: MISSING,
    INVALID_PARAMETER_VALUE: VALUE,
    INVALID_STRING_LENGTH: TOO_LONG,
    NOT_ALLOWED_IN_CURRENT_STATE: "The claim can not be accepted: the dispute is resolved.",
  },
  "disputes.send-message": {
    INVALID_RESOURCE_ID: NOT_FOUND,
    MALFORMED_REQUEST_JSON: MALFORMED,
    MISSING_REQUIRED_PARAMETER: MISSING,
    INVALID_STRING_LENGTH: TOO_LONG,
    NOT_ALLOWED_IN_CURRENT_STATE: "Messages can only be sent on an open dispute in the INQUIRY stage.",
  },
};

/** PayPal's error envelope for a Disputes operation; throws for an issue the table does not list for it. */
export function disputeError(operation: DisputeOperation, status: DisputeErrorStatus, details: [ErrorDetail, ...ErrorDetail[]]): SimResponse {
  const { name, message } = ENVELOPES[status];
  const withText = details.map((detail) => {
    const description = DISPUTE_ISSUES[operation][detail.issue];
    if (description === undefined) throw new Error(`The simulator answers no ${detail.issue} for ${operation}`);
    return { ...detail, description };
  });
  const link = { href: `https://developer.paypal.com/docs/api/customer-disputes/v1/#error-${details[0].issue}`, rel: "information_link", method: "GET" };
  return json(status, { name, message, debug_id: debugId(), details: withText, links: [link] });
}

export function disputeNotFound(operation: DisputeOperation, id: string): SimResponse {
  return disputeError(operation, 404, [{ issue: "INVALID_RESOURCE_ID", field: "dispute_id", value: id, location: "path" }]);
}
