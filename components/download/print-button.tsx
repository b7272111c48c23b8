"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (paper or PDF); the page's print styles give the receipt a clean A4 sheet. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="outline" size="md" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
