/**
 * What the app must do before its process ends (stop the job workers, ...),
 * registered from inside Next's bundle (instrumentation.ts) and run by our
 * HTTP server (scripts/serve.ts), which lives outside it: the list is kept on
 * globalThis under a Symbol.for key, the one thing both module graphs share.
 */
const HOOKS_KEY = Symbol.for("ahsniper.shutdown-hooks");
type Hook = { name: string; run: () => Promise<void> | void };
const store = globalThis as Record<symbol, Hook[] | undefined>;

export function onShutdown(name: string, run: Hook["run"]): void {
  (store[HOOKS_KEY] ??= []).push({ name, run });
}

/** Runs every registered hook at once, each to completion or failure; failures are logged, not thrown. */
export async function runShutdownHooks(): Promise<void> {
  const hooks = store[HOOKS_KEY] ?? [];
  await Promise.all(
    hooks.map(async ({ name, run }) => {
      try {
        await run();
      } catch (error) {
        console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "shutdown hook failed", hook: name, error: String(error) }));
      }
    }),
  );
}
