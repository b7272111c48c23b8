import { completeDiscordLink } from "@/lib/buyer-role/complete-discord-link";
import { discordCallbackSchema } from "@/lib/buyer-role/schemas";
import { clientIp } from "@/lib/http/client-address";
import { seeOther } from "@/lib/http/see-other";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

const result = (status: string) => seeOther(`/discord/linked/${status}`);

// GET /discord/callback?code=…&state=… (or ?error=…&state=…) – where Discord sends the buyer back: the state is claimed
// once, the account linked and the role queued (lib/buyer-role/complete-discord-link.ts), then a page that says how it went.
export async function GET(req: Request): Promise<Response> {
  const parsed = discordCallbackSchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return result("expired");
  try {
    const outcome = await completeDiscordLink(parsed.data, { ipAddress: clientIp(req.headers) });
    return result(outcome.status === "off" ? "error" : outcome.status);
  } catch (error) {
    log.warn("Discord link failed", { error: error instanceof Error ? error.message : String(error) });
    return result("error");
  }
}
