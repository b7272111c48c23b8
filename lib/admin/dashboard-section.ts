import "server-only";

import { log } from "@/lib/log";

/** A page's query as Next hands it over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A query parameter's value, trimmed; the first of a repeated one; undefined when absent or blank. */
export const queryValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * A dashboard tab's data, or null when reading it failed: logged, and the
 * tab shows the spec's error toast or its empty state instead of failing
 * the whole dashboard.
 */
export async function readSection<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.error("admin dashboard read failed", { what, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
