import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { RECEIPT_PAGE } from "@/lib/content/download";
import { purchaseStatusPath } from "@/lib/downloads/download-link";
import { getReceipt } from "@/lib/downloads/receipt";

import { InvalidDownloadLink } from "@/components/download/invalid-download-link";
import { PrintButton } from "@/components/download/print-button";
import { ReceiptDocument } from "@/components/download/receipt-document";

// One buyer's receipt: never indexed, and rendered per request (it reads the link's token), so nothing caches it.
export const metadata: Metadata = { title: RECEIPT_PAGE.title, robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The printable receipt, opened from the purchase status with the same download token (`access`),
 * verified on the server as /download verifies it: a token that opens nothing shows /download's invalid-link state;
 * a genuine one whose purchase has no receipt number (sold with TAX_MODE=off) is not found. Its one client leaf is the
 * Print button; app/globals.css gives the printout its A4 sheet.
 */
export default async function ReceiptPage({ searchParams }: { searchParams: SearchParams }) {
  const { access } = await searchParams;
  const token = Array.isArray(access) ? access[0] : access;
  if (!token) return <InvalidDownloadLink />;
  const result = await getReceipt(token);
  if (!result.ok) {
    if (result.reason === "none") notFound();
    return <InvalidDownloadLink />;
  }
  return (
    <>
      <div className="mx-auto mb-4 flex max-w-2xl items-center justify-between gap-4 print:hidden">
        <Link href={purchaseStatusPath(token)} className="text-sm text-brand-300 underline underline-offset-2">
          {RECEIPT_PAGE.back}
        </Link>
        <PrintButton label={RECEIPT_PAGE.print} />
      </div>
      <ReceiptDocument receipt={result.receipt} />
    </>
  );
}
