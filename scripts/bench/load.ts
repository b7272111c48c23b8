import autocannon from "autocannon";

import { nextClientAddress } from "./clients";

/**
 * autocannon gives up on an answer after this (its default is 10 s): a slow answer is a latency to measure, not an
 * error, and a server that queues 64 connections behind one database connection (the embedded one, on a busy
 * machine) can take that long. Only an answer that never comes is an error.
 */
const TIMEOUT_SECONDS = 60;

export type LoadOptions = {
  origin: string;
  /** The request's path, built afresh for each request; `context` travels to `check` with its answer. */
  path: (context: Record<string, unknown>) => string;
  /** Why an answer (already known to be 200) is wrong, or null when it is right. */
  check: (body: string, context: Record<string, unknown>, headers: Headers) => string | null;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Requests this load may make, warm-up included, before it stops early (a rate limit's budget); unlimited by default. */
  budget?: number;
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts, answers other than 200, and 200s with a wrong body. */
  errors: number;
  /** Of the errors: requests that had no answer within TIMEOUT_SECONDS. */
  timeouts: number;
  statuses: Record<string, number>;
  /** The first few wrong answers, to say what went wrong. */
  problems: string[];
  seconds: number;
  stoppedEarly: boolean;
};

/**
 * One route under `connections` concurrent keep-alive connections: a warm-up (the JIT, the pools, the caches),
 * then the measured run of the same requests. Each request has a fresh client address (X-Forwarded-For) and its
 * own path; every answer is checked.
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  let sent = 0;
  let stoppedEarly = false;
  let current: autocannon.Instance | undefined;
  let wrong = 0;
  const problems: string[] = [];
  const run = async (seconds: number) => {
    const instance = autocannon({
      url: options.origin,
      connections: options.connections,
      duration: seconds,
      timeout: TIMEOUT_SECONDS,
      requests: [
        {
          setupRequest: (request, context) => {
            sent += 1;
            if (options.budget !== undefined && sent >= options.budget && !stoppedEarly) {
              stoppedEarly = true;
              setImmediate(() => current?.stop());
            }
            return { ...request, path: options.path(context), headers: { ...request.headers, "x-forwarded-for": nextClientAddress() } };
          },
          onResponse: (status, body, context, headers) => {
            if (status !== 200) return;
            const problem = options.check(body, context, headersOf(headers));
            if (!problem) return;
            wrong += 1;
            if (problems.length < 5) problems.push(problem);
          },
        },
      ],
    });
    instance.on("reqError", (error) => {
      if (problems.length < 5) problems.push(`no answer: ${error.code ?? error.message}`);
    });
    current = instance;
    return instance;
  };
  const warmup = await run(options.warmupSeconds);
  const wrongInWarmup = wrong;
  if (stoppedEarly) throw new Error(`the warm-up alone used the budget of ${options.budget} requests: shorten BENCH_WARMUP`);
  const result = await run(options.durationSeconds);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]));
  const warmupErrors = warmup.errors + warmup.non2xx + wrongInWarmup;
  return {
    requests: Object.values(statuses).reduce((sum, count) => sum + count, 0),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + wrong - wrongInWarmup,
    timeouts: result.timeouts,
    statuses,
    problems: warmupErrors ? [`${warmupErrors} errors or wrong answers in the warm-up`, ...problems] : problems,
    seconds: result.duration,
    stoppedEarly,
  };
}

function headersOf(headers: Record<string, string | string[]>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) result.set(name, Array.isArray(value) ? value.join(", ") : value);
  return result;
}
