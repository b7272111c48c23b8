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
  /** Requests sent, the warm-up's included. */
  sent: number;
  /** Answers in the measured run. */
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
  let wrong = 0;
  const problems: string[] = [];
  // autocannon's own cap: each connection stops after its share, so not one request passes the budget.
  const run = async (seconds: number, maxOverallRequests: number | undefined) => {
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const instance = autocannon({
      url: options.origin,
      connections: options.connections,
      duration: seconds,
      maxOverallRequests,
      timeout: TIMEOUT_SECONDS,
      requests: [
        {
          setupRequest: (request, context) => {
            sent += 1;
            return { ...request, path: options.path(context), headers: { ...request.headers, "x-forwarded-for": nextClientAddress() } };
          },
          onResponse: (status, body, context, headers) => {
            lastAnswerAt = performance.now();
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
    const result = await instance;
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]));
    const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
    // Answers over the time to the last one: autocannon's mean of per-second counts, and its duration, take in the
    // idle part of the second in which a budget ended the run.
    return { result, statuses, answered, rps: answered / ((lastAnswerAt - startedAt) / 1000) };
  };
  const budgetLeft = (used: number) => {
    if (options.budget === undefined) return undefined;
    const left = options.budget - used;
    if (left >= options.connections) return left;
    throw new Error(
      `the rate limits' budget of ${options.budget} requests ran out in the warm-up: load more licenses (BENCH_LICENSES) or warm up less (BENCH_WARMUP)`,
    );
  };
  const warmup = await run(options.warmupSeconds, budgetLeft(0));
  const wrongInWarmup = wrong;
  const { result, statuses, answered, rps } = await run(options.durationSeconds, budgetLeft(warmup.answered + warmup.result.errors));
  const warmupErrors = warmup.result.errors + warmup.result.non2xx + wrongInWarmup;
  return {
    sent,
    requests: answered,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + wrong - wrongInWarmup,
    timeouts: result.timeouts,
    statuses,
    problems: warmupErrors ? [`${warmupErrors} errors or wrong answers in the warm-up`, ...problems] : problems,
    seconds: answered / rps,
    stoppedEarly: answered / rps < options.durationSeconds - 1,
  };
}

function headersOf(headers: Record<string, string | string[]>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) result.set(name, Array.isArray(value) ? value.join(", ") : value);
  return result;
}
