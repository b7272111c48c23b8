/**
 * What a JSON call from the browser came back with: the shape of an admin
 * action's result, so forms handle both alike. `error` is the server's message
 * when it sent one, `fieldErrors` its per-field messages (a 400's `fields`).
 */
export type JsonResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };

/** POSTs JSON and reads the shop's answer shape (`{ error: { message, fields? } }` on failure); never throws. */
export async function postJson<T>(url: string, body: unknown): Promise<JsonResult<T>> {
  return post<T>(url, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/** POSTs a multipart form (a file upload) and reads the answer as postJson does; never throws. */
export async function postFormData<T>(url: string, body: FormData): Promise<JsonResult<T>> {
  return post<T>(url, { body });
}

async function post<T>(url: string, init: { headers?: Record<string, string>; body: BodyInit }): Promise<JsonResult<T>> {
  try {
    const response = await fetch(url, { method: "POST", ...init });
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: data as T };
    const fieldErrors = errorFields(data);
    return { ok: false, status: response.status, error: errorMessage(data) ?? `Request failed (${response.status})`, ...(fieldErrors && { fieldErrors }) };
  } catch {
    return { ok: false, status: 0, error: "Network error" };
  }
}

function errorOf(data: unknown): unknown {
  return typeof data === "object" && data !== null && "error" in data ? (data as { error: unknown }).error : undefined;
}

function errorMessage(data: unknown): string | undefined {
  const error = errorOf(data);
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") return error.message;
  return undefined;
}

function errorFields(data: unknown): Record<string, string> | undefined {
  const error = errorOf(data);
  if (typeof error !== "object" || error === null || !("fields" in error) || typeof error.fields !== "object" || error.fields === null) return undefined;
  return Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
