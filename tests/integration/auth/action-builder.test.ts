import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { pullReleaseAction } from "@/lib/admin/actions/releases";
import { DASHBOARD_PATH } from "@/lib/content/admin/routes";
import { prisma } from "@/lib/database/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

import { deleteAdminData } from "../../support/admin-fixtures";
import { refreshedPaths, setRequestHeaders, signInAs, signOut } from "../../support/admin-session";
import { deleteReleases, registerRelease } from "../../support/releases";

/**
 * What the one server-action builder (lib/api/server-action.ts) does for every action, shown on one: the client's
 * address and the audit actor come from the request and the session, and the pages the action names are rendered
 * afresh after it succeeded, never after a refusal, which changed nothing.
 */
describe("the server-action builder", () => {
  beforeEach(() => {
    refreshedPaths();
  });

  afterEach(async () => {
    signOut();
    await deleteReleases();
    await prisma.auditLog.deleteMany();
    await deleteAdminData();
  });

  it("audits the signed-in admin from the request's client address, then refreshes what the action names", async () => {
    const admin = await signInAs();
    await registerRelease("1.0.0");
    setRequestHeaders({ [CLIENT_ADDRESS_HEADER]: "198.51.100.77" });

    expect(await pullReleaseAction({ version: "1.0.0", reason: "Crashes on start" })).toEqual({ ok: true, data: undefined });
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "release.pull" } })).toMatchObject({ actor: admin.username, ipAddress: "198.51.100.77" });
    expect(refreshedPaths()).toEqual([
      [DASHBOARD_PATH, "layout"],
      ["/releases", undefined],
    ]);
  });

  it("refreshes nothing after a refusal: bad input, an unknown row, no session, another site", async () => {
    await signInAs();
    await registerRelease("1.0.0");

    expect(await pullReleaseAction({ version: "1.0.0", reason: "" })).toMatchObject({ ok: false, code: "bad_request" });
    expect(await pullReleaseAction({ version: "9.9.9", reason: "Never released" })).toMatchObject({ ok: false, code: "not_found" });
    setRequestHeaders({ origin: "https://elsewhere.example" });
    expect(await pullReleaseAction({ version: "1.0.0", reason: "From elsewhere" })).toMatchObject({ ok: false, code: "forbidden" });
    signOut();
    expect(await pullReleaseAction({ version: "1.0.0", reason: "Nobody" })).toMatchObject({ ok: false, code: "unauthorized" });

    expect(refreshedPaths()).toEqual([]);
    expect(await prisma.release.findUniqueOrThrow({ where: { version: "1.0.0" } })).toMatchObject({ pulledAt: null });
    expect(await prisma.auditLog.count({ where: { action: "release.pull" } })).toBe(0);
  });
});
