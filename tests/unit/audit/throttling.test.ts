import { describe, expect, it } from "vitest";

import { cpuSlowdownFor, MOBILE_CPU_SLOWDOWN, mobileConfig } from "@/scripts/audit/throttling";

describe("the mobile preset's CPU slowdown, calibrated to the host", () => {
  it("keeps Lighthouse's 4x on the fast host it assumes, and never goes above it", () => {
    expect(MOBILE_CPU_SLOWDOWN).toBe(4);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2500)).toBe(4);
  });

  it("follows Lighthouse's calculator on slower hosts: 3x at 1300, 2x at 800, 1x at 150, and in between", () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("never speeds the CPU up, and falls back to 4x when Lighthouse measured nothing", () => {
    expect(cpuSlowdownFor(40)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });

  it("changes only the CPU slowdown of the mobile preset's slow 4G link", () => {
    const config = mobileConfig(2.2);
    expect(config.extends).toBe("lighthouse:default");
    expect(config.settings?.throttling).toMatchObject({ rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 2.2 });
  });
});
