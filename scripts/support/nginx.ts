import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { createServer } from "node:net";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type Nginx = {
  /** The https origin nginx answers on, e.g. https://127.0.0.1:41234. */
  front: string;
  /** Where its error log (level info: every upstream failure and retry) and access log (with the upstream tried) are. */
  logs: string;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** GET /api/health/live through nginx: its status, or 0 when no answer came. */
function live(front: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${front}/api/health/live`, { rejectUnauthorized: false, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("error", () => resolve(0));
    req.end();
  });
}

/**
 * nginx on loopback with deploy/nginx/shop.conf, its placeholders filled in: the instances on `upstreamPorts`, free
 * ports, a self-signed ECDSA P-256 certificate for 127.0.0.1. Its pid and temp files stay in `dir`; its logs go to
 * `logs`, which outlives a test's temporary folder so a failed run can be read. `workerConnections` is per worker
 * (the e2e clusters need few; the cluster bench holds hundreds of client connections).
 */
export async function startNginx({
  dir,
  upstreamPorts,
  logs,
  workerProcesses = 1,
  workerConnections = 1024,
}: {
  dir: string;
  upstreamPorts: number[];
  logs: string;
  workerProcesses?: number;
  workerConnections?: number;
}): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  rmSync(logs, { recursive: true, force: true });
  mkdirSync(logs, { recursive: true });
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const openssl = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "pipe" },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.stderr.toString()}`);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = readFileSync(path.resolve("deploy/nginx/shop.conf"), "utf8")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replaceAll("{{UPSTREAM_SERVERS}}", upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join("\n"))
    .replaceAll("{{HTTPS_LISTEN}}", `127.0.0.1:${httpsPort}`)
    .replaceAll("{{HTTP_LISTEN}}", `127.0.0.1:${httpPort}`)
    .replaceAll("{{SERVER_NAME}}", "127.0.0.1")
    .replaceAll("{{TLS_CERTIFICATE}}", cert)
    .replaceAll("{{TLS_CERTIFICATE_KEY}}", key);
  if (site.includes("{{")) throw new Error("deploy/nginx/shop.conf has a placeholder this harness does not fill");
  writeFileSync(path.join(dir, "shop.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // As root, nginx's workers would switch to "nobody", who cannot write into this temp folder.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      `worker_processes ${workerProcesses};`,
      `worker_rlimit_nofile ${workerConnections * 2 + 64};`,
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(logs, "error.log")} info;`,
      `events { worker_connections ${workerConnections}; }`,
      "http {",
      `  log_format upstreams '$msec $remote_addr "$request" $status up=$upstream_addr/$upstream_status rt=$request_time';`,
      `  access_log ${path.join(logs, "access.log")} upstreams;`,
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${path.join(dir, "shop.conf")};`,
      "}",
    ].join("\n"),
  );
  const nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise<void>((resolve) => nginx.once("exit", () => resolve()));
  const front = `https://127.0.0.1:${httpsPort}`;
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    nginx.kill("SIGQUIT");
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}; see ${path.join(logs, "error.log")}`);
    if ((await live(front)) === 200) return { front, logs, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  nginx.kill("SIGKILL");
  throw new Error("nginx did not answer within 10 s");
}
