import { blankAsNone } from "@/lib/validation/blank-as-none";
import { multiline } from "@/lib/validation/multiline";
import { z } from "@/lib/validation/zod";

/**
 * A release's inputs, the same for `npm run release:add` and the dashboard's
 * upload (no server imports: the upload form checks with them too).
 */

/** 1.2.3, optionally with a pre-release or build suffix (1.2.3-beta.1, 1.2.3+build.7); the column holds 32 characters. */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;
export const RELEASE_VERSION_MAX = 32;
/** Release notes are short: a few lines on /releases (the column's size). */
export const RELEASE_NOTES_MAX = 1000;
/** The largest jar the dashboard accepts; today's build is well under 1 MB. */
export const MAX_RELEASE_BYTES = 50 * 1024 * 1024;

const releaseVersionSchema = z
  .string({ error: "A version is required" })
  .trim()
  .min(1, "A version is required")
  .max(RELEASE_VERSION_MAX, `The version must be at most ${RELEASE_VERSION_MAX} characters`)
  .regex(RELEASE_VERSION, "The version must look like 1.2.3");

/** Line breaks as "\n": a multipart form sends a textarea's as "\r\n". */
const releaseNotesSchema = blankAsNone(
  multiline(
    z
      .string()
      .overwrite((text) => text.replace(/\r\n?/g, "\n"))
      .trim()
      .max(RELEASE_NOTES_MAX, `Release notes must be at most ${RELEASE_NOTES_MAX} characters`),
  ),
);

/** The upload form's fields beside the jar itself. */
export const uploadReleaseSchema = z.object({ version: releaseVersionSchema, notes: releaseNotesSchema });
