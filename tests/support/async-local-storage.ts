import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What Next.js's Node runtime does before it loads anything of its own (next/dist/server/node-environment-baseline):
 * its request stores are made from `globalThis.AsyncLocalStorage`, and without it they are stand-ins that throw on
 * use. The unit project shares one module registry per worker (isolate: false), so whichever file first loads one
 * of Next's modules fixes which kind every later file gets; this setup file makes it the real one for all of them.
 */
const holder = globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage };
holder.AsyncLocalStorage ??= AsyncLocalStorage;
