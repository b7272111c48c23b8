import { describe, expect, it } from "vitest";

import { isoToUtcInput, utcInputToIso } from "@/components/admin/utc-input";

describe("the dashboard's UTC time fields", () => {
  it("show a moment as 24-hour ISO-style text in UTC, whatever the machine's time zone", () => {
    expect(isoToUtcInput("2026-11-27T22:05:00.000Z")).toBe("2026-11-27 22:05");
    expect(isoToUtcInput("2026-11-27T23:30:00+02:00")).toBe("2026-11-27 21:30");
    expect(isoToUtcInput(null)).toBe("");
    expect(isoToUtcInput("")).toBe("");
  });

  it("read what an admin types as UTC: a space or a T, seconds optional, a trailing Z or UTC allowed", () => {
    for (const typed of ["2026-11-27 22:05", "2026-11-27T22:05", "2026-11-27 22:05:00", " 2026-11-27 22:05 ", "2026-11-27 22:05Z", "2026-11-27 22:05 UTC"])
      expect(utcInputToIso(typed), typed).toBe("2026-11-27T22:05:00.000Z");
    expect(utcInputToIso("2026-12-31 00:00")).toBe("2026-12-31T00:00:00.000Z");
    expect(utcInputToIso("")).toBeNull();
    expect(utcInputToIso("   ")).toBeNull();
  });

  it("keep text that is no moment as typed, so the server's schema names the field (no guessing at 12-hour or day-first dates)", () => {
    for (const typed of [
      "11/27/2026 10:05 PM",
      "27.11.2026 22:05",
      "2026-11-27 10:05 PM",
      "2026-02-30 10:00",
      "2026-11-27 24:00",
      "2026-11-27 22:60",
      "2026-11-2",
      "tomorrow",
    ])
      expect(utcInputToIso(typed), typed).toBe(typed);
  });
});
