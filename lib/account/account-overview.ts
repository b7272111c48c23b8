import "server-only";

import { paidOrdersOf, type PaidStatus } from "@/lib/account/owned";
import { prisma } from "@/lib/database/db";
import { giftPagePath } from "@/lib/gifts/gift-links";
import { GIFT_STATE_SELECT, giftState, type GiftState } from "@/lib/gifts/gift-state";
import { giftStatusToken } from "@/lib/gifts/gift-status-token";
import { readOfferedReleases } from "@/lib/releases/current-release";
import { newestOn } from "@/lib/releases/release-order";

/** The most rows of each kind an account shows; a real buyer has a handful. */
export const MAX_ACCOUNT_ROWS = 200;

export type AccountLicense = {
  id: string;
  username: string;
  uuid: string;
  active: boolean;
  since: Date;
  revokedAt: Date | null;
  lastCheckAt: Date | null;
  /** The Discord account holding the buyer role for it, by name; null when none is linked. */
  discordName: string | null;
};

export type AccountOrder = {
  id: string;
  paypalOrderId: string;
  paidAt: Date;
  /** The account it licensed; null for a gift or a pack. */
  username: string | null;
  isGift: boolean;
  /** Licenses bought: more than 1 for a pack, whose licenses and gifts are listed with the others. */
  quantity: number;
  amountCents: number;
  currency: string;
  status: PaidStatus;
  receiptNumber: string | null;
  creditNoteNumber: string | null;
};

export type AccountGift = {
  id: string;
  orderId: string;
  recipientEmail: string | null;
  state: GiftState;
  /** The buyer's gift page (its state; the code is never shown again). */
  pagePath: string;
};

export type AccountRelease = { version: string; fileName: string; sha256: string; sizeBytes: number };

export type AccountOverview = {
  email: string;
  licenses: AccountLicense[];
  orders: AccountOrder[];
  giftsBought: AccountGift[];
  giftsReceived: { id: string; username: string; redeemedAt: Date }[];
  /** The current release of each channel; a buyer with no active license downloads nothing. */
  releases: { stable: AccountRelease | null; beta: AccountRelease | null };
};

/**
 * Everything the account shows for an address (lower-cased), in one read per kind, each on an index and bounded:
 * the licenses bought with it or licensed by its orders (a pack's seats too), the paid orders with their receipt and
 * credit note numbers, the gifts it bought and those redeemed for it, and what each release channel offers.
 */
export async function readAccountOverview(email: string): Promise<AccountOverview> {
  const [orders, received, offered] = await Promise.all([
    prisma.order.findMany({
      where: paidOrdersOf(email),
      orderBy: { capturedAt: "desc" },
      take: MAX_ACCOUNT_ROWS,
      select: {
        id: true,
        paypalOrderId: true,
        capturedAt: true,
        createdAt: true,
        username: true,
        isGift: true,
        amountCents: true,
        currency: true,
        status: true,
        receiptNumber: true,
        creditNoteNumber: true,
        licenseId: true,
        quantity: true,
        seats: { where: { licenseId: { not: null } }, select: { licenseId: true } },
        gifts: { select: { id: true, recipientEmail: true, ...GIFT_STATE_SELECT }, orderBy: { createdAt: "asc" } },
      },
    }),
    prisma.gift.findMany({
      where: { recipientEmail: email, redeemedAt: { not: null } },
      orderBy: { redeemedAt: "desc" },
      take: MAX_ACCOUNT_ROWS,
      select: { id: true, redeemedUsername: true, redeemedAt: true, licenseId: true },
    }),
    readOfferedReleases(),
  ]);
  // An order's license (a pack's, each seat's) is shown with it even when the license now carries another address.
  const licenseIds = [
    ...orders.flatMap((o) => [o.licenseId, ...o.seats.map((seat) => seat.licenseId)].filter((id): id is string => id !== null)),
    ...received.flatMap((g) => (g.licenseId ? [g.licenseId] : [])),
  ];
  const licenses = await prisma.license.findMany({
    where: { OR: [{ email }, { id: { in: licenseIds } }] },
    orderBy: { addedAt: "desc" },
    take: MAX_ACCOUNT_ROWS,
    select: {
      id: true,
      username: true,
      uuid: true,
      active: true,
      addedAt: true,
      revokedAt: true,
      lastCheck: { select: { checkedAt: true } },
      discordLink: { select: { discordName: true } },
    },
  });
  const stable = newestOn(offered, "stable");
  const beta = newestOn(offered, "beta");
  const summary = (release: typeof stable): AccountRelease | null =>
    release && { version: release.version, fileName: release.fileName, sha256: release.sha256, sizeBytes: release.sizeBytes };
  return {
    email,
    licenses: licenses.map((l) => ({
      id: l.id,
      username: l.username,
      uuid: l.uuid,
      active: l.active,
      since: l.addedAt,
      revokedAt: l.revokedAt,
      lastCheckAt: l.lastCheck?.checkedAt ?? null,
      discordName: l.discordLink?.discordName ?? null,
    })),
    orders: orders.map((o) => ({
      id: o.id,
      paypalOrderId: o.paypalOrderId,
      paidAt: o.capturedAt ?? o.createdAt,
      username: o.username,
      isGift: o.isGift,
      quantity: o.quantity,
      amountCents: o.amountCents,
      currency: o.currency,
      status: o.status as AccountOrder["status"],
      receiptNumber: o.receiptNumber,
      creditNoteNumber: o.creditNoteNumber,
    })),
    // A gift order's gift and a pack's gift seats alike.
    giftsBought: orders.flatMap((o) =>
      o.gifts.map((gift) => ({
        id: gift.id,
        orderId: o.id,
        recipientEmail: gift.recipientEmail,
        state: giftState(gift),
        pagePath: giftPagePath(giftStatusToken(gift.id)),
      })),
    ),
    giftsReceived: received.flatMap((g) => (g.redeemedAt ? [{ id: g.id, username: g.redeemedUsername ?? "", redeemedAt: g.redeemedAt }] : [])),
    // Only a beta newer than the stable release is worth offering beside it.
    releases: { stable: summary(stable), beta: beta && beta.id !== stable?.id ? summary(beta) : null },
  };
}
