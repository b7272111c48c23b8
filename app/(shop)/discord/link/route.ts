import { AppError, toResponse } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { MAX_FORM_BODY_BYTES, readBodyText } from "@/lib/api/read-body";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { discordConsentRedirect, startDiscordLink } from "@/lib/buyer-role/start-discord-link";
import { resolveTokenLicense } from "@/lib/downloads/resolve-download-access";
import { clientHttps, clientIp } from "@/lib/http/client-address";
import { seeOther } from "@/lib/http/see-other";

export const dynamic = "force-dynamic";

const perAddress = createRateLimiter(RATE_LIMITS.discordLink);

const result = (status: string) => seeOther(`/discord/linked/${status}`);

// POST /discord/link (a form on the download page: access=<download token>) – "Get the Buyer role on Discord": the
// download token proves the buyer holds the license; a 303 to Discord's consent page with a single-use state and PKCE.
export async function POST(req: Request): Promise<Response> {
  try {
    assertSameOrigin(req);
    await perAddress.hitAddress(clientIp(req.headers));
    const access = new URLSearchParams(await readBodyText(req, MAX_FORM_BODY_BYTES)).get("access");
    const license = await resolveTokenLicense(access);
    if (!license.ok) return result(license.reason === "revoked" ? "inactive" : "invalid");
    return discordConsentRedirect(await startDiscordLink(license.licenseId), clientHttps(req.headers, req.url));
  } catch (error) {
    // A buyer who pressed too often sees a page, as for every other outcome; a cross-site post gets the plain 403.
    if (error instanceof AppError && error.code === "rate_limited") return result("busy");
    return toResponse(error);
  }
}
