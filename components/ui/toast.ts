"use client";

import type { toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Options = Parameters<Sonner>[1];

let outlet: Promise<Sonner> | undefined;

/** Sonner and its outlet (components/ui/toaster.tsx), loaded once, on the first toast; a failed load is tried again on the next. */
function loadOutlet(): Promise<Sonner> {
  outlet ??= import("./toaster").then(
    ({ mountToaster }) => mountToaster(),
    (error: unknown) => {
      outlet = undefined;
      throw error;
    },
  );
  return outlet;
}

function show(kind: "message" | "success" | "error", message: Message, options?: Options) {
  void loadOutlet().then((sonner) => (kind === "message" ? sonner(message, options) : sonner[kind](message, options)));
}

/**
 * sonner's `toast`, `toast.success` and `toast.error`, without sonner in any page's first load: the root layout
 * mounts no outlet, and the first call here loads one. Sonner shows toasts created before its outlet subscribed.
 */
export const toast = Object.assign((message: Message, options?: Options) => show("message", message, options), {
  success: (message: Message, options?: Options) => show("success", message, options),
  error: (message: Message, options?: Options) => show("error", message, options),
});
