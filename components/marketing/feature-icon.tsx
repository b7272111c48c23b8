import { BadgeDollarSign, Gauge, ScanLine, ShieldCheck, Sparkles, Timer, Users, Zap } from "lucide-react";

import { StaticIcon } from "@/components/ui/static-icon";

const ICONS = {
  "shield-check": ShieldCheck,
  scan: ScanLine,
  "badge-dollar": BadgeDollarSign,
  users: Users,
  zap: Zap,
  gauge: Gauge,
  timer: Timer,
  sparkles: Sparkles,
} as const;

type FeatureIconName = keyof typeof ICONS;

/** Content modules name icons by string so the copy stays plain data. */
export function FeatureIcon({ name, className = "size-6" }: { name: FeatureIconName; className?: string }) {
  const Icon = ICONS[name];
  return <StaticIcon icon={Icon} className={`${className} text-brand-400`} />;
}
