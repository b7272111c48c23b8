import { revalidatePath } from "next/cache";
import { NextResponse } from "next/server";

import { AppError, badRequest } from "@/lib/api/errors";
import { parseWith } from "@/lib/api/parse";
import { readMultipart } from "@/lib/api/read-body";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { withAdmin } from "@/lib/auth/with-admin";
import { clientIp } from "@/lib/http/client-address";
import { MAX_RELEASE_BYTES, uploadReleaseSchema } from "@/lib/releases/schemas";
import { uploadRelease } from "@/lib/releases/upload-release";

export const dynamic = "force-dynamic";

/** The jar plus the form's two short fields and multipart's boundaries. */
const MAX_BODY_BYTES = MAX_RELEASE_BYTES + 64 * 1024;

// POST /api/admin/releases – the dashboard's upload (multipart: file, version, channel, notes): 201 { release, scan }; 400/409/413 change nothing.
// The session is checked first, then the Origin, and only then is the body read, under its byte limit.
export const POST = withAdmin(async (req, { admin }) => {
  assertSameOrigin(req);
  const form = await readMultipart(req, MAX_BODY_BYTES);
  const fields = parseWith(uploadReleaseSchema, {
    version: form.get("version") ?? undefined,
    channel: form.get("channel") ?? undefined,
    notes: form.get("notes") ?? undefined,
  });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw badRequest([{ path: ["file"], message: "Choose a .jar file" }]);
  if (file.size > MAX_RELEASE_BYTES) throw new AppError("payload_too_large", `The jar must be at most ${MAX_RELEASE_BYTES / (1024 * 1024)} MB.`);
  const result = await uploadRelease({ ...fields, bytes: Buffer.from(await file.arrayBuffer()) }, { admin, ipAddress: clientIp(req.headers) });
  revalidatePath("/releases");
  return NextResponse.json(result, { status: 201 });
});
