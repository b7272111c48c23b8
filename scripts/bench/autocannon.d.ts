// autocannon ships no types (and @types/autocannon is not a dependency): the part of its programmatic API
// scripts/bench uses, as its README documents it.
declare module "autocannon" {
  namespace autocannon {
    /** hdr-histogram-percentiles-obj: latencies in milliseconds, request counts per second. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface RawRequest {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string | Buffer;
    }

    interface RequestStep {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      /** Called before each request of a connection; the returned request is sent. */
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
      /** Called with each answer (status, body, the same context, headers by name). */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Requests in all, shared out among the connections; the run ends when each has made its share (or at `duration`). */
      maxOverallRequests?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: RequestStep[];
      title?: string;
    }

    interface Result {
      title?: string;
      requests: Histogram;
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      "2xx": number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends PromiseLike<Result> {
      stop(): void;
      /** A request that failed without an answer: a connection error, or "request timed out". */
      on(event: "reqError", listener: (error: Error & { code?: string }) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
