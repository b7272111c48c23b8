"use client";

import { useEffect, useRef } from "react";

import { toast } from "@/components/ui/toast";

/** Shows an error toast once: how a server-rendered section reports that its data could not be read. */
export function ToastOnMount({ message }: { message: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(message);
  }, [message]);
  return null;
}
