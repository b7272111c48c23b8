import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { countActiveLicenses } from "@/lib/licenses/count-active-licenses";

describe("countActiveLicenses", () => {
  afterEach(() => prisma.license.deleteMany());

  it("counts the licenses that are active and no others", async () => {
    const active = 3 + Math.floor(Math.random() * 5);
    const make = (isActive: boolean, i: number) => ({
      uuid: randomUUID(),
      username: `player_${isActive ? "a" : "r"}${i}`,
      source: "ADMIN" as const,
      active: isActive,
    });
    await prisma.license.createMany({
      data: [...Array.from({ length: active }, (_, i) => make(true, i)), make(false, 0), make(false, 1)],
    });
    expect(await countActiveLicenses()).toBe(active);
  });
});
