"use client";

import { useEffect, useRef } from "react";

import { DOWNLOAD_TOASTS } from "@/lib/content/download";

import { toast } from "@/components/ui/toast";

/** Announces a fresh activation once, when the server has just confirmed the purchase. */
export function ActivatedToast() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.success(DOWNLOAD_TOASTS.activated.title);
  }, []);
  return null;
}
