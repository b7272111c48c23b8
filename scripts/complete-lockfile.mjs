// npm run lock:complete -- after `npm install`, adds to package-lock.json the
// other platforms' optional binaries (@next/swc-darwin-arm64 and the like).
// The registry mirror our machines reach lacks those exact versions, so npm
// leaves them out of the lock, and `npm ci` then refuses the lock as out of
// sync. npm records them from the public registry; we record the same entries,
// with os/cpu so no machine of another platform tries to install them.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "win32", "linux", "freebsd", "android", "openharmony", "wasm32"];
const CPU = { arm64: "arm64", x64: "x64", ia32: "ia32", arm: "arm", loong64: "loong64", ppc64: "ppc64", riscv64: "riscv64", s390x: "s390x", wasm32: "wasm32" };

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc = parts.some((p) => p.startsWith("musl")) ? "musl" : parts.includes("gnu") || parts.includes("gnueabihf") ? "glibc" : undefined;
  if (os === "wasm32") return { cpu: ["wasm32"] };
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`] || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[`node_modules/${dep}`] = {
      version: spec,
      ...(entry.dev && { dev: true }),
      ...(entry.devOptional && { devOptional: true }),
      optional: true,
      ...platformOf(dep),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform package(s).`);
