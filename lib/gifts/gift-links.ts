import { absoluteUrl } from "@/lib/site";

/** The buyer's gift page: its state, and (in the fragment, which never reaches a server) the code once, to print. */
export function giftPagePath(statusToken: string, code?: string): string {
  return `/gift?access=${encodeURIComponent(statusToken)}${code ? `#code=${encodeURIComponent(code)}` : ""}`;
}

export function giftPageLink(statusToken: string, code?: string): string {
  return absoluteUrl(giftPagePath(statusToken, code));
}

/** Where a recipient redeems a code; with the code in the fragment, the form comes filled in. */
export function redeemLink(code?: string): string {
  return `${absoluteUrl("/redeem")}${code ? `#code=${encodeURIComponent(code)}` : ""}`;
}
