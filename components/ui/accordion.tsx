"use client";

import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className = "", ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={`rounded-xl border border-ink-700 bg-ink-900 data-[state=open]:border-brand-600 ${className}`} {...props} />;
}

type TriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level wrapping the trigger, so the page's outline stays in order. */
  headingLevel?: "h2" | "h3" | "h4";
};

export function AccordionTrigger({ children, className = "", headingLevel = "h3", ...props }: TriggerProps) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={`group flex flex-1 items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-zinc-50 hover:text-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 sm:text-lg ${className}`}
          {...props}
        >
          <span className="min-w-0 break-words">{children}</span>
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-brand-400 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ children, className = "", ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className={`px-5 pb-5 text-zinc-300 ${className}`} {...props}>
      {children}
    </AccordionPrimitive.Content>
  );
}
