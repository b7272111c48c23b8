"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";

import { AFFILIATE as A } from "@/lib/content/checkout";

import { buttonClass } from "@/components/ui/button";

const AffiliateDialogForm = dynamic(() => import("./affiliate-dialog-form").then((m) => m.AffiliateDialogForm), { ssr: false });

/**
 * "Become an Affiliate": the button is all /payment loads; the dialog, its form and their libraries load on the
 * first click (and on the first hover or focus, so they are usually there by the click), then stay mounted.
 */
export function AffiliateDialog() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A failed early load is no matter: the click loads it again.
  const preload = () => void import("./affiliate-dialog-form").catch(() => undefined);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={buttonClass({ variant: "brand", size: "lg", className: "mt-4" })}
      >
        {A.open}
      </button>
      {wanted ? <AffiliateDialogForm open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} /> : null}
    </>
  );
}
