import type { Prisma } from "@/lib/generated/prisma/client";

/** A vanity code request as its affiliate's portal shows it. */
export type VanityCodeRequestRow = {
  id: string;
  code: string;
  status: "PENDING" | "ACCEPTED" | "REFUSED";
  /** Why an admin refused it. */
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

/** The columns a VanityCodeRequestRow is read from. */
export const VANITY_CODE_REQUEST_ROW_SELECT = {
  id: true,
  code: true,
  status: true,
  reason: true,
  createdAt: true,
  decidedAt: true,
} as const satisfies Prisma.VanityCodeRequestSelect;
