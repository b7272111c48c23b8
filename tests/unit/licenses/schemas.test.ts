import { describe, expect, it } from "vitest";

import { revokeLicenseSchema } from "@/lib/licenses/schemas";
import { minecraftUuidSchema } from "@/lib/mojang/schemas";

describe("minecraftUuidSchema", () => {
  it.each([
    ["069a79f444e94726a5befca90e38aaf5", "069a79f4-44e9-4726-a5be-fca90e38aaf5"],
    ["069A79F4-44E9-4726-A5BE-FCA90E38AAF5", "069a79f4-44e9-4726-a5be-fca90e38aaf5"],
    [" 069a79f4-44e9-4726-a5be-fca90e38aaf5 ", "069a79f4-44e9-4726-a5be-fca90e38aaf5"],
  ])("normalises %s", (input, expected) => {
    expect(minecraftUuidSchema.parse(input)).toBe(expected);
  });

  it.each([
    "",
    "Notch",
    "069a79f444e94726a5befca90e38aaf",
    "069a79f4-44e9-4726-a5be-fca90e38aaf5x",
    "069a79f4-44e94726-a5be-fca90e38aaf5",
    "zz9a79f444e94726a5befca90e38aaf5",
  ])("refuses %j", (input) => {
    expect(minecraftUuidSchema.safeParse(input).success).toBe(false);
  });
});

describe("revokeLicenseSchema (the revoke action's input)", () => {
  it("takes the UUID dashed or not, and refuses a blank reason", () => {
    expect(revokeLicenseSchema.parse({ uuid: "069a79f444e94726a5befca90e38aaf5", reason: " Resold the license " })).toEqual({
      uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
      reason: "Resold the license",
    });
    expect(revokeLicenseSchema.safeParse({ uuid: "069a79f444e94726a5befca90e38aaf5", reason: "  " }).success).toBe(false);
  });
});
