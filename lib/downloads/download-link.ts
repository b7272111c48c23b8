import { absoluteUrl, site } from "@/lib/site";

/** The fragment of the download page's purchase status (components/download/purchase-status.tsx). */
export const PURCHASE_STATUS_ID = "purchase-status";

/** The page a download token opens; the same link goes in the receipt and the resend e-mail. */
export function downloadLink(downloadToken: string): string {
  return `${absoluteUrl("/download")}?access=${encodeURIComponent(downloadToken)}`;
}

/** The jar route's path for a download token: the current release, or `&version=…` for a named one (deliverRelease). */
export function jarPath(downloadToken: string): string {
  return `/download/${site.command}?token=${encodeURIComponent(downloadToken)}`;
}

/** jarPath as an absolute link, for a mod (the proof route's `jar`). */
export function jarLink(downloadToken: string): string {
  return absoluteUrl(jarPath(downloadToken));
}

/**
 * The receipt's status link: the same token's page, scrolled to its purchase
 * status. It opens nothing the download link does not (no second credential),
 * and it still shows the status after a refund, when the download is refused.
 */
export function purchaseStatusLink(downloadToken: string): string {
  return `${downloadLink(downloadToken)}#${PURCHASE_STATUS_ID}`;
}

/** The printable receipt: the same token opens it, from the purchase status of an order with a receipt number. */
export function receiptPath(downloadToken: string): string {
  return `/download/receipt?access=${encodeURIComponent(downloadToken)}`;
}

/** The way back from the printable receipt: the token's page, at its purchase status. */
export function purchaseStatusPath(downloadToken: string): string {
  return `/download?access=${encodeURIComponent(downloadToken)}#${PURCHASE_STATUS_ID}`;
}
