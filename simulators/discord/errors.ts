import { RESTJSONErrorCodes, type RESTError, type RESTErrorData } from "discord-api-types/v10";

import { json, type SimResponse } from "../http";

/** Discord's JSON error (`{ message, code }`, with `errors` for a form error); code 0 is its "general" error. */
function discordError(status: number, code: RESTJSONErrorCodes | 0, message: string, errors?: RESTErrorData): SimResponse {
  const body: RESTError = { message, code, ...(errors !== undefined && { errors }) };
  return json(status, body);
}

export const unauthorized = () => discordError(401, 0, "401: Unauthorized");
export const routeNotFound = () => discordError(404, 0, "404: Not Found");
export const methodNotAllowed = () => discordError(405, 0, "405: Method Not Allowed");
export const unknownGuild = () => discordError(404, RESTJSONErrorCodes.UnknownGuild, "Unknown Guild");
export const unknownMember = () => discordError(404, RESTJSONErrorCodes.UnknownMember, "Unknown Member");
export const unknownRole = () => discordError(404, RESTJSONErrorCodes.UnknownRole, "Unknown Role");
export const invalidAccessToken = () => discordError(403, RESTJSONErrorCodes.InvalidOAuth2AccessToken, "Invalid OAuth2 access token");
export const invalidJson = () => discordError(400, RESTJSONErrorCodes.RequestBodyContainsInvalidJSON, "The request body contains invalid JSON.");

/** Discord's 400 for a bad field of a body, query or path: the field's errors under `errors.<field>._errors` (`null`: the body's own). */
export function invalidFormBody(field: string | null, code: string, message: string): SimResponse {
  const errors = { _errors: [{ code, message }] };
  return discordError(400, RESTJSONErrorCodes.InvalidFormBodyOrContentType, "Invalid Form Body", field === null ? errors : { [field]: errors });
}

/** The OAuth2 endpoints answer errors in RFC 6749's shape, not in the API's. */
export function oauthError(status: number, error: string, description?: string): SimResponse {
  return json(status, { error, ...(description !== undefined && { error_description: description }) });
}
