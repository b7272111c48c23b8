import { currentBuyer } from "@/lib/account/account-session";
import { ownedLicense } from "@/lib/account/owned";
import { accountLicenseSchema } from "@/lib/account/schemas";
import { AppError, toResponse } from "@/lib/api/errors";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { RATE_LIMITS } from "@/lib/api/rate-limits";
import { MAX_FORM_BODY_BYTES, readBodyText } from "@/lib/api/read-body";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { discordConsentRedirect, startDiscordLink } from "@/lib/buyer-role/start-discord-link";
import { ACCOUNT_PATHS, accountNoticePath } from "@/lib/content/account";
import { clientHttps, clientIp } from "@/lib/http/client-address";
import { seeOther } from "@/lib/http/see-other";

export const dynamic = "force-dynamic";

const perAddress = createRateLimiter(RATE_LIMITS.accountDiscordLink);

// POST /account/discord (a form in the account: license=<id>) – "Link Discord" for one of the signed-in buyer's active
// licenses: a 303 to Discord's consent page, as the download page's button does with its token. Back to /account
// without a session, with its notice for another buyer's license or an inactive one; the outcome pages of
// /discord/linked otherwise.
export async function POST(req: Request): Promise<Response> {
  try {
    assertSameOrigin(req);
    await perAddress.hitAddress(clientIp(req.headers));
    const buyer = await currentBuyer();
    const form = accountLicenseSchema.safeParse({ licenseId: new URLSearchParams(await readBodyText(req, MAX_FORM_BODY_BYTES)).get("license") });
    const license = buyer && form.success ? await ownedLicense(buyer.email, form.data.licenseId) : null;
    if (!license?.active) return seeOther(buyer ? accountNoticePath("discord") : ACCOUNT_PATHS.home);
    return discordConsentRedirect(await startDiscordLink(license.id), clientHttps(req.headers, req.url));
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return seeOther("/discord/linked/busy");
    return toResponse(error);
  }
}
