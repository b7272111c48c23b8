import { blankAsNone } from "@/lib/validation/blank-as-none";
import { multiline } from "@/lib/validation/multiline";
import { z } from "@/lib/validation/zod";

/**
 * A release's inputs, the same for `npm run release:add` and the dashboard's
 * upload (no server imports: the upload form checks with them too).
 */

/**
 * A semantic version (semver.org's own expression): 1.2.3, optionally with a pre-release and build metadata
 * (1.2.3-beta.1, 1.2.3+build.7), no leading zeros; Forge and the Java client order releases by it. The column holds
 * 32 characters.
 */
export const RELEASE_VERSION =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
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

/** A release's channel as the API, the forms and the Java client spell it; the database's enum is upper case. */
export const RELEASE_CHANNELS = ["stable", "beta"] as const;
export type ReleaseChannelName = (typeof RELEASE_CHANNELS)[number];

export const releaseChannelSchema = z.enum(RELEASE_CHANNELS, { error: "The channel must be stable or beta" });

/** The upload form's fields beside the jar itself; a release is stable unless said otherwise. */
export const uploadReleaseSchema = z.object({ version: releaseVersionSchema, channel: releaseChannelSchema.default("stable"), notes: releaseNotesSchema });

/** Why a release was pulled: shown on /releases beside it, and kept in the audit log (the column holds 500). */
const RELEASE_PULL_REASON_MAX = 500;

/**
 * A registered release's version, for an action on its row: any version the table holds, one registered before the
 * strict semantic-version check included (the row is found by it, never created).
 */
const registeredVersionSchema = z.string().trim().min(1).max(RELEASE_VERSION_MAX);

/** "Pull" on a release's row: never offered nor served again, with the reason everyone sees. */
export const pullReleaseSchema = z.object({
  version: registeredVersionSchema,
  reason: z
    .string({ error: "Say why the release is pulled" })
    .trim()
    .min(1, "Say why the release is pulled")
    .max(RELEASE_PULL_REASON_MAX, `The reason must be at most ${RELEASE_PULL_REASON_MAX} characters`),
});

/** "Put back" on a pulled release's row. */
export const putBackReleaseSchema = z.object({ version: registeredVersionSchema });

/** The Minecraft version the mod is built for: the key of Forge's version map and of its promos. */
export const MINECRAFT_VERSION = "1.8.9";

/**
 * Forge's update JSON (what `@Mod(updateJSON = …)` names; Forge's VersionChecker reads it at start-up), as
 * GET /api/mod/forge-update.json answers it (lib/releases/forge-update.ts).
 */
export const forgeUpdateJsonSchema = z.object({
  homepage: z.url().meta({ description: "the release log, /releases: where Forge's mod list sends a player for the update" }),
  [MINECRAFT_VERSION]: z
    .record(z.string(), z.string())
    .meta({ description: "every release that is not pulled, newest first: version → its release notes (empty when it has none)" }),
  promos: z
    .object({
      [`${MINECRAFT_VERSION}-recommended`]: z.string().optional().meta({ description: "the newest stable release; absent while there is none" }),
      [`${MINECRAFT_VERSION}-latest`]: z.string().optional().meta({ description: "the newest release of either channel; absent while there is none" }),
    })
    .meta({ description: "Forge's promotions: it reports an update when the recommended (or, without one, the latest) version is newer than the mod's" }),
});

export type ForgeUpdateJson = z.infer<typeof forgeUpdateJsonSchema>;
