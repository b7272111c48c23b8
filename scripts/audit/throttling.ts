import type { Config } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

/** The CPU slowdown of Lighthouse's mobile preset: a mid-tier phone, emulated on the fast desktop CPU Lighthouse assumes. */
export const MOBILE_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * The CPU slowdown that emulates Lighthouse's mid-tier phone on a host of this BenchmarkIndex, as Lighthouse's
 * throttling guide calibrates it (docs/throttling.md, "CPU throttling", and its calculator): 4x on the desktop it
 * assumes (an index about 1533), 3x at 1300, 2x at 800, 1x at 150. A slower host gets less slowdown, so the phone
 * it emulates stays the same phone; never more than the preset's 4x, never under 1x.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return MOBILE_CPU_SLOWDOWN;
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(MOBILE_CPU_SLOWDOWN, Math.max(1, multiplier)) * 100) / 100;
}

/** Lighthouse's default (mobile) preset with the CPU slowdown set for this host. */
export function mobileConfig(cpuSlowdownMultiplier: number): Config {
  return { extends: "lighthouse:default", settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } };
}
