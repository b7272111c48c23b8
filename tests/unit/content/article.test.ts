import { describe, expect, it } from "vitest";

import { withArticle } from "@/lib/content/article";

describe("withArticle", () => {
  it.each([
    ["AH Sniper", "an AH Sniper"],
    ["SMP Helper", "an SMP Helper"],
    ["UHC Tools", "a UHC Tools"],
    ["NEU", "an NEU"],
    ["Sniper", "a Sniper"],
    ["Auction Sniper", "an Auction Sniper"],
    ["Unique Sniper", "a Unique Sniper"],
    ["Omega", "an Omega"],
    ["SkyBlock Addons", "a SkyBlock Addons"],
  ])("reads %s as %s", (name, expected) => {
    expect(withArticle(name)).toBe(expected);
  });
});

describe("withArticle at a sentence's start", () => {
  it("capitalises the article only", () => {
    expect(withArticle("AH Sniper", { capital: true })).toBe("An AH Sniper");
    expect(withArticle("Sniper", { capital: true })).toBe("A Sniper");
  });
});
