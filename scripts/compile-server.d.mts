// Types of scripts/compile-server.mjs (plain JavaScript: it runs before anything compiles TypeScript).
export const SERVER_DIST_DIR: string;
export function serverIsCurrent(outDir: string, root?: string): boolean;
export function compileServer(outDir?: string, options?: { root?: string; force?: boolean }): Promise<boolean>;
export function compiledEntry(name: "start" | "serve", outDir?: string, root?: string): string;
