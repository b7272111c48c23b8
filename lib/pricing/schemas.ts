import { formatPrice, LICENSE_PRICE, PRICE_CURRENCIES, PRICE_FLOORS, type PriceCurrency } from "@/lib/money";
import { MAX_PACK } from "@/lib/pricing/pack-size";
import { isReferralCode } from "@/lib/referrals/referral-codes";
import { generatedReferralCodeSchema } from "@/lib/referrals/schemas";
import { blankAsNone } from "@/lib/validation/blank-as-none";
import { z } from "@/lib/validation/zod";

/** How many leading characters of a creator code share its misses' rate limit (lib/pricing/creator-code-misses.ts). */
export const CODE_PREFIX_LENGTH = 2;

/** The most tiers the seller may set. */
export const MAX_BULK_TIERS = 5;

/** The currency a buyer pays in: USD unless they chose another the seller set a price in (lib/pricing/price-list.ts). */
export const priceCurrencySchema = z
  .enum(PRICE_CURRENCIES, { message: `currency must be one of ${PRICE_CURRENCIES.join(", ")}` })
  .default("USD")
  .meta({ description: "the currency to pay in (ISO 4217); one without a price point set by the seller is refused with a 422" });

/** POST /api/creator-code: the code the buyer typed, trimmed and upper-cased, priced for the currency and quantity of the order. */
export const creatorCodeLookupSchema = z.object({
  code: z.string("code must be text").trim().toUpperCase().refine(isReferralCode, "A creator code is 1 to 20 letters A-Z or digits 0-9."),
  currency: priceCurrencySchema,
  quantity: z
    .number("quantity must be a number")
    .int("quantity must be a whole number")
    .min(1, "quantity is 1 or more")
    .max(MAX_PACK, `quantity is at most ${MAX_PACK}`)
    .default(1)
    .meta({ description: "licenses in the order: a pack's licenses are priced with its bulk tier first" }),
});

export type CreatorCodeLookupInput = z.output<typeof creatorCodeLookupSchema>;
/** The checkout's code field as typed, before the schema's defaults. */
export type CreatorCodeLookupFields = z.input<typeof creatorCodeLookupSchema>;

const cents = z.number().int();

/** What the checkout shows for a code that applies: the price it comes to, from the one price computation. */
export const creatorCodeQuoteSchema = z.object({
  code: z.string().meta({ description: "the code, upper-cased" }),
  listPriceCents: cents.meta({ description: "the regular price" }),
  priceCents: cents.meta({ description: "the price before the code: a running sale's, else the regular one" }),
  tierCents: cents.meta({ description: "what a pack's bulk tier takes off priceCents, before the code (0 for one license)" }),
  discountCents: cents.meta({ description: "what the code takes off the price after the tier (0 for a code with no discount)" }),
  amountCents: cents.meta({ description: "what the buyer would be charged now for each license" }),
  quantity: z.number().int().meta({ description: "the licenses it was priced for" }),
  currency: z.enum(PRICE_CURRENCIES).meta({ description: "the currency of every amount here" }),
});

export type CreatorCodeQuote = z.infer<typeof creatorCodeQuoteSchema>;

const whole = (name: string) => z.number(`${name} must be a number`).int(`${name} must be a whole number`);
const utcMoment = (name: string) =>
  z.iso.datetime({ offset: true, message: `${name} must be an ISO 8601 date and time` }).transform((value) => new Date(value));

/**
 * A creator code's terms as an admin sets them: the dashboard's form and POST /admin/creator-codes.
 * Omitted terms keep their value on an existing code and take the default on a new one (no discount, $1.00 per
 * sale, no limit, no window, active); null clears a limit or a window's side.
 */
export const creatorCodeTermsSchema = z
  .object({
    code: generatedReferralCodeSchema,
    applicationId: z.uuid("applicationId must be an affiliate application id").nullable().optional(),
    active: z.boolean("active must be true or false").optional(),
    discountPercent: whole("discountPercent").min(0, "discountPercent must be 0 to 100").max(100, "discountPercent must be 0 to 100").optional(),
    discountCents: whole("discountCents")
      .min(0, "discountCents must not be negative")
      .max(LICENSE_PRICE.amountCents, `discountCents must be at most ${LICENSE_PRICE.amountCents}`)
      .optional(),
    commissionCents: whole("commissionCents")
      .min(0, "commissionCents must not be negative")
      .max(LICENSE_PRICE.amountCents, `commissionCents must be at most ${LICENSE_PRICE.amountCents}`)
      .optional(),
    maxUses: whole("maxUses").min(0, "maxUses must not be negative").max(1_000_000, "maxUses must be at most 1000000").nullable().optional(),
    startsAt: utcMoment("startsAt").nullable().optional(),
    endsAt: utcMoment("endsAt").nullable().optional(),
  })
  .strict()
  .refine((terms) => !(terms.discountPercent && terms.discountCents), {
    message: "Give the discount in percent or in cents, not both",
    path: ["discountCents"],
  })
  .refine((terms) => !(terms.startsAt && terms.endsAt && terms.startsAt >= terms.endsAt), { message: "endsAt must be after startsAt", path: ["endsAt"] });

export type CreatorCodeTerms = z.output<typeof creatorCodeTermsSchema>;

/** An admin schedules a sale: its price, its UTC window and a short label. */
export const scheduleSaleSchema = z
  .object({
    label: z.string("label must be text").trim().min(1, "A label is required").max(40, "The label must be at most 40 characters"),
    priceCents: whole("priceCents")
      .min(100, "A sale price must be at least $1.00")
      .max(LICENSE_PRICE.amountCents - 1, `A sale price must be below the regular ${LICENSE_PRICE.amountCents} cents`),
    startsAt: utcMoment("startsAt"),
    endsAt: utcMoment("endsAt"),
  })
  .strict()
  .refine((sale) => sale.startsAt < sale.endsAt, { message: "The sale must end after it starts", path: ["endsAt"] });

export type ScheduleSaleInput = z.output<typeof scheduleSaleSchema>;

/** "Cancel sale" on a sale's row in the dashboard. */
export const cancelSaleSchema = z.object({ id: z.uuid("id must be a sale id") }).strict();

const moment = z.iso.datetime().meta({ description: "ISO 8601, UTC" });

/** A creator code as GET and POST /admin/creator-codes answer it (lib/pricing/list-creator-codes.ts). */
export const creatorCodeRowSchema = z.object({
  code: z.string(),
  active: z.boolean(),
  discountPercent: cents.meta({ description: "0 to 100; 0 when the discount is in cents" }),
  discountCents: cents.meta({ description: "0 when the discount is in percent" }),
  commissionCents: cents.meta({ description: "what the affiliate earns per sale, at most the amount charged" }),
  maxUses: cents.nullable().meta({ description: "captured sales it may give; null: no limit" }),
  uses: cents.meta({ description: "uses taken: captured sales and orders still open" }),
  startsAt: moment.nullable(),
  endsAt: moment.nullable(),
  applicationId: z.uuid().nullable().meta({ description: "the affiliate it belongs to" }),
  affiliateName: z.string().nullable(),
  link: z.url().meta({ description: "the code's referral link" }),
});

/** GET /admin/creator-codes and the Referral Links tab: a page of codes, optionally those whose code or affiliate matches a search. */
export const listCreatorCodesSchema = z.object({
  limit: z.coerce.number().int().min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(20),
  cursor: blankAsNone(z.string().trim().max(200)).meta({ description: "nextCursor of the page before" }),
  search: blankAsNone(z.string().trim().max(64, "The search must be at most 64 characters")).meta({
    description: "part of a code or of its affiliate's name, any case",
  }),
});

export type ListCreatorCodesQuery = z.output<typeof listCreatorCodesSchema>;

/** GET /api/prices: the currencies the license is offered in with its price now, and the one to show first. */
export const offeredPricesSchema = z.object({
  suggested: z.enum(PRICE_CURRENCIES).meta({ description: "the client's country's currency when it is offered (from the address, not stored), else USD" }),
  prices: z.array(
    z.object({
      currency: z.enum(PRICE_CURRENCIES),
      listPriceCents: cents.meta({ description: "the regular price in this currency (USD's, or the seller's price point)" }),
      amountCents: cents.meta({ description: "what create-order charges now in this currency without a code (a running sale's price)" }),
      text: z.string().meta({ description: 'amountCents as written, e.g. "€4.99"' }),
      regularText: z.string().nullable().meta({ description: "the regular price as written while a sale runs, else null" }),
      packs: z
        .array(
          z.object({
            minQuantity: z.number().int().meta({ description: "the smallest pack the tier applies to" }),
            percentOff: z.number().int(),
            amountCents: cents.meta({ description: "what create-order charges each license of such a pack now, without a code" }),
          }),
        )
        .meta({ description: "the seller's bulk tiers, smallest pack first, with the price of a license in each (none when no tiers are set)" }),
    }),
  ),
});

/** The currencies a seller may set a price point in: every one the shop prices in but USD, whose price is LICENSE_PRICE. */
export type PointCurrency = Exclude<PriceCurrency, "USD">;
export const POINT_CURRENCIES = PRICE_CURRENCIES.filter((currency): currency is PointCurrency => currency !== "USD");

/** The highest price point, in any currency's cents: a typo's extra zeros are refused rather than charged. */
export const MAX_PRICE_POINT_CENTS = 100_000;

/**
 * A price point as an admin sets it (the Price & Sales tab and POST /admin/prices): the license's regular price in
 * a currency, in its cents, at least that currency's floor; null stops offering the currency.
 */
export const setPricePointSchema = z
  .object({
    currency: z.enum(POINT_CURRENCIES, `currency must be one of ${POINT_CURRENCIES.join(", ")}`).meta({ description: "ISO 4217; USD's price is fixed" }),
    amountCents: whole("amountCents")
      .max(MAX_PRICE_POINT_CENTS, `amountCents must be at most ${MAX_PRICE_POINT_CENTS}`)
      .nullable()
      .meta({ description: "the regular price in the currency's cents, at least its floor; null: the currency is no longer offered" }),
  })
  .strict()
  .superRefine(({ currency, amountCents }, ctx) => {
    // Asked only of a known currency: the enum has refused any other.
    const floor = PRICE_FLOORS[currency] as number | undefined;
    if (floor !== undefined && amountCents !== null && amountCents < floor)
      ctx.addIssue({
        code: "custom",
        path: ["amountCents"],
        message: `A price in ${currency} must be at least ${formatPrice(floor, currency)} (${floor} cents)`,
      });
  });

export type SetPricePointInput = z.output<typeof setPricePointSchema>;

/** A currency's price point as GET and POST /admin/prices answer it (lib/pricing/list-price-points.ts). */
export const pricePointRowSchema = z.object({
  currency: z.enum(POINT_CURRENCIES),
  amountCents: cents.nullable().meta({ description: "the regular price in the currency's cents; null: not offered" }),
  floorCents: cents.meta({ description: "the lowest the price point, a sale or a code may bring it to" }),
  updatedBy: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable().meta({ description: "ISO 8601, UTC" }),
});

export type PricePointRow = z.infer<typeof pricePointRowSchema>;

const bulkTierSchema = z
  .object({
    minQuantity: whole("minQuantity").min(2, "A tier starts at 2 licenses or more").max(MAX_PACK, `A tier starts at ${MAX_PACK} licenses at most`),
    percentOff: whole("percentOff").min(1, "A tier takes at least 1 % off").max(90, "A tier takes at most 90 % off"),
  })
  .strict();

/**
 * The seller's bulk discount tiers, all at once (the Price & Sales tab and POST /admin/bulk-tiers): at most
 * MAX_BULK_TIERS, each from a different number of licenses, a bigger pack never taking less off than a smaller one;
 * an empty list sets none.
 */
export const saveBulkTiersSchema = z
  .object({ tiers: z.array(bulkTierSchema, "tiers must be a list").max(MAX_BULK_TIERS, `At most ${MAX_BULK_TIERS} tiers`) })
  .strict()
  .transform(({ tiers }) => ({ tiers: [...tiers].sort((a, b) => a.minQuantity - b.minQuantity) }))
  .refine(({ tiers }) => tiers.every((tier, i) => i === 0 || tier.minQuantity !== tiers[i - 1]?.minQuantity), {
    message: "Two tiers start at the same number of licenses",
    path: ["tiers"],
  })
  .refine(({ tiers }) => tiers.every((tier, i) => i === 0 || tier.percentOff > (tiers[i - 1]?.percentOff ?? 0)), {
    message: "A bigger pack must take more off than a smaller one",
    path: ["tiers"],
  });

export type SaveBulkTiersInput = z.output<typeof saveBulkTiersSchema>;

/** The tiers as GET and POST /admin/bulk-tiers answer them. */
export const bulkTiersSchema = z.object({
  tiers: z
    .array(z.object({ minQuantity: z.number().int(), percentOff: z.number().int() }))
    .meta({ description: "from the smallest pack up; empty: no bulk discount" }),
  updatedBy: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable().meta({ description: "ISO 8601, UTC" }),
});

export type BulkTiers = z.infer<typeof bulkTiersSchema>;

export type OfferedPrices = z.infer<typeof offeredPricesSchema>;
/** A currency on offer with what the license costs in it now, without a code: create-order's price. */
export type OfferedPrice = OfferedPrices["prices"][number];

/** A sale as GET and POST /admin/sales answer it (lib/pricing/list-sales.ts). */
export const saleRowSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  priceCents: cents,
  startsAt: moment,
  endsAt: moment.meta({ description: "ISO 8601, UTC; the end is exclusive" }),
  cancelledAt: moment.nullable(),
});
