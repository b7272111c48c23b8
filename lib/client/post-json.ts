/** What a JSON call from the browser came back with; `message` is the server's error text when it sent one. */
export type JsonResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** POSTs JSON and reads the shop's answer shape (`{ error: { message } }` on failure); never throws. */
export async function postJson<T>(url: string, body: unknown): Promise<JsonResult<T>> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: data as T };
    return { ok: false, status: response.status, message: errorMessage(data) ?? `Request failed (${response.status})` };
  } catch {
    return { ok: false, status: 0, message: "Network error" };
  }
}

function errorMessage(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null || !("error" in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") return error.message;
  return undefined;
}
