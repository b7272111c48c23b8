"use client";

import dynamic from "next/dynamic";

/**
 * /download renders one of three states; a client component a server page imports is in that page's first load
 * whether it renders or not. These two are only fetched by the state that shows them: the activation paths
 * (no download link yet) and the resend form (an invalid link), so the buyer's download page carries neither.
 */
export const DownloadActivationLazy = dynamic(() => import("@/components/download/download-activation").then((m) => m.DownloadActivation));
export const ResendLinkFormLazy = dynamic(() => import("@/components/delivery/resend-link-form").then((m) => m.ResendLinkForm));
