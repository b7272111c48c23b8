"use client";

import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

import { Toaster as Sonner, toast } from "sonner";

/** The one toast outlet; display time is sonner's default. */
function Toaster() {
  return <Sonner theme="dark" position="top-right" richColors closeButton />;
}

/**
 * Mounts the outlet in a root of its own at the end of <body> and returns sonner's `toast`. Loaded by
 * components/ui/toast.ts on the first toast, so no page downloads sonner before it has something to say.
 * flushSync commits the outlet, and runs its effects (its subscription to sonner's store), before it returns.
 */
export function mountToaster(): typeof toast {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Toaster />));
  return toast;
}
