"use client";

import { useState } from "react";

import type { ActionResult } from "@/lib/api/server-action";

import { toast } from "@/components/ui/toast";

/**
 * Runs an admin server action from a button: busy while it runs, the
 * server's error as a toast, the given success toast; returns the data or null.
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  async function run<T>(action: () => Promise<ActionResult<T>>, success: string): Promise<T | null> {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error);
      return null;
    }
    toast.success(success);
    return result.data;
  }
  return { busy, run };
}
