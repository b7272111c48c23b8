// npm run simulators -- local PayPal, Mojang, VirusTotal and Discord stand-ins on SIMULATORS_PORT (default 4010),
// so the shop runs and is tested on a machine with no internet.
import { DISCORD_DEMO } from "@/simulators/discord/demo";
import { startSimulators } from "@/simulators/server";

const DEFAULT_PORT = 4010;

function portFromEnv(): number {
  const raw = process.env.SIMULATORS_PORT;
  if (raw === undefined || raw === "") return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`SIMULATORS_PORT must be a port number (0-65535), got "${raw}".`);
    process.exit(1);
  }
  return port;
}

const simulators = await startSimulators({
  port: portFromEnv(),
  host: process.env.SIMULATORS_HOST ?? "127.0.0.1",
  webhookId: process.env.PAYPAL_WEBHOOK_ID || undefined,
});
const { url } = simulators;

console.log(`Simulators listening on ${url} (demo services only: no real payments, no internet).`);
console.log(`  PayPal REST API   ${url}/paypal            (server SDK: rewrite https://api-m.sandbox.paypal.com to this)`);
console.log(`  PayPal JS SDK     ${url}/paypal/sdk/js     (react-paypal-js: options.sdkBaseUrl)`);
console.log(`  PayPal webhook id ${simulators.paypal.webhookId}`);
console.log(`  Mojang API        ${url}/mojang            (replaces https://api.mojang.com)`);
console.log(`  VirusTotal API    ${url}/virustotal/api/v3 (replaces https://www.virustotal.com/api/v3)`);
console.log(`  Discord OAuth2    ${url}/discord           (DISCORD_OAUTH_BASE; replaces https://discord.com)`);
console.log(`  Discord API       ${url}/discord/api       (DISCORD_API_BASE; replaces https://discord.com/api)`);
console.log(`  Discord demo app  client ${DISCORD_DEMO.clientId}, guild ${DISCORD_DEMO.guildId}, buyer role ${DISCORD_DEMO.buyerRoleId}`);
console.log(`  Test controls     ${url}/__simulator       (see simulators/README.md)`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, stopping the simulators.`);
  await simulators.stop();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
