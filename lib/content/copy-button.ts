/** Texts of the copy-to-clipboard button; kept free of server-only imports because the button runs in the browser. */
export const COPY_BUTTON = {
  idle: "Copy",
  copied: "Copied",
  toastCopied: "Copied!",
  toastFailed: "Could not copy",
} as const;
