import "server-only";

import { open } from "node:fs/promises";
import { Readable } from "node:stream";

import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import { downloadErrorResponse } from "@/lib/downloads/download-error-page";
import { resolveDownloadGrant } from "@/lib/downloads/resolve-download-access";
import { clientIp } from "@/lib/http/client-address";
import { matchesEtag } from "@/lib/http/etag";
import { log } from "@/lib/log";
import { RELEASE_VERSION, RELEASE_VERSION_MAX } from "@/lib/releases/schemas";
import { site } from "@/lib/site";

/** Refusals that needed a real, signed token: worth an audit entry (forgeries and junk are only logged). */
const AUDITED_REFUSALS = new Set(["expired", "unknown", "revoked"]);

/**
 * GET /download/{product}?token=…[&version=…]: streams the current jar (or the
 * named release, unless it was pulled) to the holder of a valid download token. Each download counts on the token row and is audited;
 * a HEAD or a 304 (the browser already has this exact build) counts nothing.
 */
export async function deliverRelease(req: Request, product: string, now = new Date()): Promise<Response> {
  if (product !== site.command) return downloadErrorResponse("notFound");
  const ipAddress = clientIp(req.headers);
  const params = new URL(req.url).searchParams;
  // A mod's update names its version (the signed manifest's); a browser's link names none and gets the current release.
  const version = params.get("version") ?? undefined;
  if (version !== undefined && (version.length > RELEASE_VERSION_MAX || !RELEASE_VERSION.test(version))) return downloadErrorResponse("notFound");
  const access = await resolveDownloadGrant(params.get("token"), now, version);
  if (!access.ok) {
    // The token itself is a credential: only the reason is logged.
    log.info("download refused", { reason: access.reason, ipAddress });
    if (AUDITED_REFUSALS.has(access.reason)) {
      await recordAudit({ action: "download", actor: "buyer", success: false, ipAddress, details: { reason: access.reason } });
    }
    return downloadErrorResponse("invalid");
  }
  const { release } = access;
  if (!release) return downloadErrorResponse(version === undefined ? "unavailable" : "notFound");

  const etag = `"${release.sha256}"`;
  const headers = {
    "Content-Type": "application/java-archive",
    "Content-Disposition": `attachment; filename="${release.fileName.replace(/["\\\r\n]/g, "_")}"`,
    ETag: etag,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (matchesEtag(req.headers.get("if-none-match"), etag)) {
    const { "Content-Type": _type, "Content-Disposition": _disposition, ...cacheHeaders } = headers;
    return new Response(null, { status: 304, headers: cacheHeaders });
  }

  const file = await open(release.filePath, "r").catch(() => null);
  const size = file ? (await file.stat()).size : -1;
  if (!file || size !== release.sizeBytes) {
    await file?.close();
    log.error("release file missing or changed on disk", { version: release.version, expectedBytes: release.sizeBytes, foundBytes: size });
    return downloadErrorResponse("unavailable");
  }
  const sized = { ...headers, "Content-Length": String(size) };
  if (req.method === "HEAD") {
    await file.close();
    return new Response(null, { status: 200, headers: sized });
  }

  try {
    await prisma.$transaction(async (tx) => {
      await tx.downloadToken.update({ where: { id: access.tokenId }, data: { useCount: { increment: 1 }, lastUsedAt: now } });
      // The buyer's purchase status shows the first download (lib/downloads/purchase-timeline.ts).
      await tx.downloadToken.updateMany({ where: { id: access.tokenId, firstUsedAt: null }, data: { firstUsedAt: now } });
      await recordAudit(
        {
          action: "download",
          actor: "buyer",
          uuid: access.minecraftUuid,
          success: true,
          ipAddress,
          details: { version: release.version, tokenId: access.tokenId },
        },
        tx,
      );
    });
  } catch (error) {
    await file.close();
    throw error;
  }
  // The handle closes itself when the stream ends or the client goes away (the web stream's cancel destroys it).
  const body = Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers: sized });
}
