import "server-only";

import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

import type { OutboundTarget } from "@/lib/http/outbound-target";

/** What the other side answered: its status and the start of its body (never more than `maxBodyBytes`). */
export type OutboundAnswer = { status: number; body: string; durationMs: number; retryAfter?: string };

/**
 * POSTs `body` to a checked target (checkOutboundTarget), connected to the address that was checked whatever the
 * name resolves to now: the lookup is replaced by one that answers that address, while TLS still checks the
 * certificate against the URL's host name. A redirect is an answer like any other (node's client follows none), the
 * whole exchange must end within `timeoutMs`, and only the first `maxBodyBytes` of the answer are read.
 */
export function outboundPost(
  target: OutboundTarget,
  { headers, body, timeoutMs, maxBodyBytes }: { headers: Record<string, string>; body: string; timeoutMs: number; maxBodyBytes: number },
): Promise<OutboundAnswer> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const started = performance.now();
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinned,
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(timeoutMs),
        // A connection of its own each time: a pooled socket could be one opened to another address.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let length = 0;
        const finish = () => {
          const answer = Buffer.concat(chunks).subarray(0, maxBodyBytes).toString("utf8");
          const retryAfter = response.headers["retry-after"];
          resolve({ status: response.statusCode ?? 0, body: answer, durationMs: Math.round(performance.now() - started), ...(retryAfter && { retryAfter }) });
        };
        response.on("data", (chunk: Buffer) => {
          if (length >= maxBodyBytes) return;
          chunks.push(chunk);
          length += chunk.length;
          // Enough is read: the rest of a long answer is not waited for.
          if (length >= maxBodyBytes) {
            finish();
            response.destroy();
          }
        });
        response.on("end", finish);
        response.on("error", (error) => (length >= maxBodyBytes ? undefined : reject(error)));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
