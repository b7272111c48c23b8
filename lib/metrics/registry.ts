import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The one Prometheus registry of the process, kept on globalThis under a
 * Symbol.for key: scripts/serve.ts (outside Next's bundle) and the app's
 * route handlers and libraries (inside it, possibly as separate module
 * copies) all record into it, and GET /api/metrics reads it.
 */
const REGISTRY_KEY = Symbol.for("ahsniper.metrics.registry");
const store = globalThis as Record<symbol, Registry | undefined>;

export function metricsRegistry(): Registry {
  if (!store[REGISTRY_KEY]) {
    const registry = new Registry();
    // The process's own figures, prom-client's standard set: resident memory, the V8 heap per space, garbage
    // collection times, event-loop delay, open handles. What an operator watches to see a leak or a stall.
    collectDefaultMetrics({ register: registry });
    store[REGISTRY_KEY] = registry;
  }
  return store[REGISTRY_KEY];
}

type Options<L extends string> = { name: string; help: string; labelNames?: readonly L[] };

/** The registry's metric of that name, created on first use (each module copy would otherwise register its own). */
function getOrCreate<M>(name: string, create: (registry: Registry) => M): M {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as M | undefined) ?? create(registry);
}

export function counter<L extends string>({ name, help, labelNames = [] }: Options<L>): Counter<L> {
  return getOrCreate(name, (registry) => new Counter<L>({ name, help, labelNames, registers: [registry] }));
}

export function gauge<L extends string>({ name, help, labelNames = [] }: Options<L>): Gauge<L> {
  return getOrCreate(name, (registry) => new Gauge<L>({ name, help, labelNames, registers: [registry] }));
}

export function histogram<L extends string>({ name, help, labelNames = [], buckets }: Options<L> & { buckets: number[] }): Histogram<L> {
  return getOrCreate(name, (registry) => new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] }));
}
