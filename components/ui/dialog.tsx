"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

/** Radix's dialog (focus trap, Escape, aria-modal) in the site's look, with a labelled close button. */
/** Widths: a form or a message ("md"), or a table of several columns ("wide"). */
const SIZES = { md: "max-w-lg", wide: "max-w-6xl" } as const;

export function DialogContent({
  children,
  closeLabel = "Close",
  size = "md",
  className = "",
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; size?: keyof typeof SIZES }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/70" />
      <DialogPrimitive.Content
        className={`fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] ${SIZES[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-ink-700 bg-ink-900 p-6 shadow-2xl ${className}`}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 rounded p-1 text-zinc-400 hover:text-zinc-100" aria-label={closeLabel}>
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
