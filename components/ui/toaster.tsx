"use client";

import { Toaster as Sonner } from "sonner";

/** The one toast outlet, mounted in the root layout; display time is sonner's default. */
export function Toaster() {
  return <Sonner theme="dark" position="top-right" richColors closeButton />;
}
