import type { License, Prisma } from "@/lib/generated/prisma/client";

/** A whitelist entry as the admin screens and GET /admin/list-uuids show it (spec section 3 names). */
export type LicenseRow = {
  uuid: string;
  username: string;
  email: string | null;
  active: boolean;
  added_date: string;
  last_verified: string | null;
  source: string;
  revoked_reason: string | null;
  /** The linked Discord account, whose buyer role follows the license; null when none. */
  discord: { id: string; name: string } | null;
};

export const LICENSE_ROW_SELECT = {
  uuid: true,
  username: true,
  email: true,
  active: true,
  addedAt: true,
  lastCheck: { select: { checkedAt: true } },
  source: true,
  revokedReason: true,
  discordLink: { select: { discordUserId: true, discordName: true } },
} satisfies Prisma.LicenseSelect;

type SelectedLicense = Pick<License, "uuid" | "username" | "email" | "active" | "addedAt" | "source" | "revokedReason"> & {
  /** license_checks' row: when the mod last checked it (LicenseCheck in prisma/schema.prisma). */
  lastCheck: { checkedAt: Date } | null;
  discordLink: { discordUserId: string; discordName: string } | null;
};

export function toLicenseRow(license: SelectedLicense): LicenseRow {
  return {
    uuid: license.uuid,
    username: license.username,
    email: license.email,
    active: license.active,
    added_date: license.addedAt.toISOString(),
    last_verified: license.lastCheck?.checkedAt.toISOString() ?? null,
    source: license.source,
    revoked_reason: license.revokedReason,
    discord: license.discordLink && { id: license.discordLink.discordUserId, name: license.discordLink.discordName },
  };
}
