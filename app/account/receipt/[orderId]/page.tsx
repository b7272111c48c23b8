import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { requireBuyer } from "@/lib/account/account-session";
import { ownedOrderId } from "@/lib/account/owned";
import { ACCOUNT_PATHS } from "@/lib/content/account";
import { RECEIPT_PAGE } from "@/lib/content/download";
import { getOrderReceipt } from "@/lib/downloads/receipt";
import { z } from "@/lib/validation/zod";

import { PrintButton } from "@/components/download/print-button";
import { ReceiptDocument } from "@/components/download/receipt-document";

export const metadata: Metadata = { title: RECEIPT_PAGE.title, robots: { index: false, follow: false } };

type Params = Promise<{ orderId: string }>;

/**
 * A printable receipt from the account: the same document the receipt e-mail's link opens, for an order the
 * signed-in buyer paid. Another buyer's order, an unknown one, or one without a receipt number is not found.
 */
export default async function AccountReceiptPage({ params }: { params: Params }) {
  const buyer = await requireBuyer();
  const id = z.uuid().safeParse((await params).orderId);
  const orderId = id.success ? await ownedOrderId(buyer.email, id.data) : null;
  if (!orderId) notFound();
  const result = await getOrderReceipt(orderId);
  if (!result.ok) notFound();
  return (
    <>
      <div className="mx-auto mb-4 flex max-w-2xl items-center justify-between gap-4 print:hidden">
        <Link href={ACCOUNT_PATHS.home} className="text-sm text-brand-300 underline underline-offset-2">
          {RECEIPT_PAGE.backToAccount}
        </Link>
        <PrintButton label={RECEIPT_PAGE.print} />
      </div>
      <ReceiptDocument receipt={result.receipt} />
    </>
  );
}
