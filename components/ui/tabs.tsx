"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = "", ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={`flex flex-wrap gap-1 border-b border-ink-700 ${className}`} {...props} />;
}

export function TabsTrigger({ className = "", ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`-mb-px rounded-t-lg border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-zinc-400 hover:text-zinc-100 data-[state=active]:border-brand-500 data-[state=active]:text-brand-300 ${className}`}
      {...props}
    />
  );
}

export function TabsContent({ className = "", ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`pt-6 focus-visible:outline-2 focus-visible:outline-brand-400 ${className}`} {...props} />;
}
