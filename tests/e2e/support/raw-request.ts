import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * One request on its own connection, from a chosen loopback address (each
 * address is its own client to nginx and the app), over http or https (a
 * self-signed certificate is accepted: the tests make it). Rejects when the
 * connection fails or is cut before the answer's end.
 */
export function rawRequest(
  url: string,
  { from, method = "GET", headers = {}, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        agent: false,
        rejectUnauthorized: false,
        headers: { ...(payload && { "content-type": "application/json" }), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        // A connection cut after the status line (an instance killed mid-answer, nginx passing that on) errors the
        // response, not the request: without this the promise would never settle.
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
