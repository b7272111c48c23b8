import { completeDiscordLink } from "@/lib/buyer-role/complete-discord-link";
import { discordCallbackSchema } from "@/lib/buyer-role/schemas";
import { DISCORD_CALLBACK_PATH, DISCORD_LINK_COOKIE } from "@/lib/buyer-role/start-discord-link";
import { clientIp } from "@/lib/http/client-address";
import { seeOther } from "@/lib/http/see-other";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

const result = (status: string) => seeOther(`/discord/linked/${status}`);

/** The nonce /discord/link put in this browser's cookie, if it sent one. */
function browserNonceOf(req: Request): string | undefined {
  const pair = (req.headers.get("cookie") ?? "").split(/;\s*/).find((part) => part.startsWith(`${DISCORD_LINK_COOKIE}=`));
  return pair?.slice(DISCORD_LINK_COOKIE.length + 1) || undefined;
}

// GET /discord/callback?code=…&state=… (or ?error=…&state=…) – where Discord sends the buyer back: the state is claimed
// once, the account linked and the role queued (lib/buyer-role/complete-discord-link.ts), then a page that says how it went.
export async function GET(req: Request): Promise<Response> {
  const parsed = discordCallbackSchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return result("expired");
  try {
    const outcome = await completeDiscordLink(parsed.data, { ipAddress: clientIp(req.headers), browserNonce: browserNonceOf(req) });
    const answer = result(outcome.status === "off" ? "error" : outcome.status);
    answer.headers.append("Set-Cookie", `${DISCORD_LINK_COOKIE}=; Path=${DISCORD_CALLBACK_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`);
    return answer;
  } catch (error) {
    log.warn("Discord link failed", { error: error instanceof Error ? error.message : String(error) });
    return result("error");
  }
}
