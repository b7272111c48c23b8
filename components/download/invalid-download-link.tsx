import { DOWNLOAD_PAGE as P } from "@/lib/content/download";

import { ResendLinkFormLazy } from "@/components/download/download-page-leaves";

/** A download token that opens nothing (forged, expired, unknown): what /download and the printable receipt show, with the resend form. */
export function InvalidDownloadLink() {
  return (
    <div className="mx-auto max-w-xl py-6 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50">{P.invalidLink.heading}</h1>
      <p className="mt-3 text-zinc-300">{P.invalidLink.subtitle}</p>
      <div className="mt-6 text-left">
        <ResendLinkFormLazy />
      </div>
    </div>
  );
}
