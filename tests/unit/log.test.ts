import { afterEach, describe, expect, it, vi } from "vitest";

import { log, requestContext } from "@/lib/log";

/** The JSON lines the logger wrote to stdout (console.log) and stderr (console.error) while `fn` ran. */
function capture(fn: () => void): { out: Record<string, unknown>[]; err: Record<string, unknown>[] } {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void out.push(line));
  vi.spyOn(console, "error").mockImplementation((line: string) => void err.push(line));
  fn();
  return { out: out.map((line) => JSON.parse(line) as Record<string, unknown>), err: err.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("log", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("writes one JSON object per line: level, ISO time, msg and the fields; warnings and errors to stderr", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const { out, err } = capture(() => {
      log.info("order captured", { orderId: "ORDER-1" });
      log.warn("slow answer", { ms: 900 });
      log.debug("not at info");
    });
    expect(out).toEqual([
      { level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), msg: "order captured", orderId: "ORDER-1" },
    ]);
    expect(err).toEqual([{ level: "warn", time: expect.any(String), msg: "slow answer", ms: 900 }]);
  });

  it("never writes a password, token, secret, e-mail address or PayPal payer, at the top or one level down", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const secrets = ["hunter2-password", "download-token-value", "order-secret-value", "buyer@example.com", "PAYERID123"];
    const { out } = capture(() =>
      log.info("request", {
        password: secrets[0],
        downloadToken: secrets[1],
        body: { orderSecret: secrets[2], email: secrets[3], payer: { payer_id: secrets[4] } },
      }),
    );
    const line = JSON.stringify(out);
    for (const secret of secrets) expect(line).not.toContain(secret);
    expect(out[0]).toMatchObject({
      password: "[redacted]",
      downloadToken: "[redacted]",
      body: { orderSecret: "[redacted]", email: "[redacted]", payer: "[redacted]" },
    });
  });

  it("stamps every line written inside a request with that request's id", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const { out } = capture(() => {
      requestContext.run({ requestId: "req-0001" }, () => log.info("inside"));
      log.info("outside");
    });
    expect(out.map((line) => [line.msg, line.requestId])).toEqual([
      ["inside", "req-0001"],
      ["outside", undefined],
    ]);
  });
});
