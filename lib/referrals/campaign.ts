/** The longest utm_source or utm_campaign the shop keeps. */
export const CAMPAIGN_VALUE_MAX_LENGTH = 64;

/** A link's campaign: its utm_source and utm_campaign, each null when the link had none (or nothing usable). */
export type Campaign = { utmSource: string | null; utmCampaign: string | null };

export const NO_CAMPAIGN: Campaign = { utmSource: null, utmCampaign: null };

/**
 * One utm value as the funnel groups it: trimmed and lower-cased ("YouTube " and "youtube" are one source), each
 * run of anything but letters, digits, ".", "_" and "-" made one "-", cut to 64 characters; nothing left is none.
 * Like a link's code, a value the rule cannot read is dropped, never an error in front of a buyer.
 */
export function normaliseCampaignValue(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const cleaned = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CAMPAIGN_VALUE_MAX_LENGTH);
  return cleaned === "" ? null : cleaned;
}

/** The campaign a page's query carries (`?utm_source=youtube&utm_campaign=launch`); utm_medium and the rest are not kept. */
export function campaignOf(search: string): Campaign {
  const query = new URLSearchParams(search);
  return { utmSource: normaliseCampaignValue(query.get("utm_source")), utmCampaign: normaliseCampaignValue(query.get("utm_campaign")) };
}

export const hasCampaign = (campaign: Campaign) => campaign.utmSource !== null || campaign.utmCampaign !== null;
