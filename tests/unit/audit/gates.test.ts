import { describe, expect, it } from "vitest";

import { CATEGORIES, clearScore, gatedCategories, goalMisses, PRESETS, reportedFloorMisses, scoreFailures, type Category } from "@/scripts/audit/gates";
import type { ScoreTable } from "@/scripts/audit/lighthouse";

// Mobile performance has a goal of 0.98, reported; the gate fails below the floor only.
const [desktop, mobile] = PRESETS;
const scores = (performance: number): Record<Category, number> => ({ performance, accessibility: 1, "best-practices": 1, seo: 1 });
const table = (preset: (typeof PRESETS)[number], ...performances: number[]): ScoreTable => ({
  preset,
  rows: performances.map((performance, i) => ({ route: `/page-${i}`, scores: scores(performance), tbt: 0, runs: 1 })),
});

describe("the audit's floors and goals", () => {
  it("holds mobile performance to a floor of 0.90 and a goal of 0.98; every other category to 0.95, with no goal", () => {
    expect(mobile.floors).toEqual({ performance: 0.9, accessibility: 0.95, "best-practices": 0.95, seo: 0.95 });
    expect(mobile.goals).toEqual({ performance: 0.98 });
    expect(desktop.floors).toEqual({ performance: 0.95, accessibility: 0.95, "best-practices": 0.95, seo: 0.95 });
    expect(desktop.goals).toEqual({});
  });

  it("lets a first run decide alone only at its floor plus the margin, and never below a goal", () => {
    expect(clearScore(mobile, "performance", 0.05)).toBe(0.98);
    expect(clearScore(mobile, "performance", 0.1)).toBeCloseTo(1.0);
    expect(clearScore(mobile, "accessibility", 0.05)).toBeCloseTo(1.0);
    expect(clearScore(desktop, "performance", 0)).toBe(0.95);
    for (const c of CATEGORIES) expect(clearScore(mobile, c, 0)).toBeGreaterThanOrEqual(mobile.floors[c]);
  });

  it("reports a median under the goal as a miss, and fails the audit only under the floor", () => {
    const tables = [table(mobile, 0.99, 0.97, 0.89), table(desktop, 0.94)];

    expect(goalMisses(tables)).toEqual(["mobile /page-1 performance 0.97 < 0.98", "mobile /page-2 performance 0.89 < 0.98"]);
    expect(scoreFailures(tables)).toEqual(["mobile /page-2 performance 0.89 < 0.9", "desktop /page-0 performance 0.94 < 0.95"]);
    expect(goalMisses([table(mobile, 0.98, 1)])).toEqual([]);
  });

  it("with performance reported, a slow score is printed and not failed, and the other categories still fail", () => {
    const gated = gatedCategories("report");
    const slow = table(mobile, 0.72);
    const inaccessible: ScoreTable = { preset: mobile, rows: [{ route: "/page-0", scores: { ...scores(0.72), accessibility: 0.9 }, tbt: 0, runs: 1 }] };

    expect(gated).toEqual(["accessibility", "best-practices", "seo"]);
    expect(scoreFailures([slow], gated)).toEqual([]);
    expect(reportedFloorMisses([slow], gated)).toEqual(["mobile /page-0 performance 0.72 < 0.9"]);
    expect(scoreFailures([inaccessible], gated)).toEqual(["mobile /page-0 accessibility 0.90 < 0.95"]);
    expect(gatedCategories("gate")).toEqual(CATEGORIES);
    expect(reportedFloorMisses([slow], gatedCategories("gate"))).toEqual([]);
  });
});
