import { absoluteUrl } from "@/lib/site";

/** The page a download token opens; the same link goes in the receipt and the resend e-mail. */
export function downloadLink(downloadToken: string): string {
  return `${absoluteUrl("/download")}?access=${encodeURIComponent(downloadToken)}`;
}
