import "server-only";

import { headers } from "next/headers";

import { clientIp } from "@/lib/http/client-address";

/** The address of the request a server action runs in, for its audit entry. */
export async function requestIp(): Promise<string | undefined> {
  try {
    return clientIp(await headers());
  } catch {
    // Outside a request (a script calling the domain function directly): no address to record.
    return undefined;
  }
}
