import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { describe, expect, it } from "vitest";

import { ADMIN_DISPUTES as D } from "@/lib/content/admin/disputes";

import { DisputeButtons } from "@/components/admin/dispute-buttons";

const render = (license: "active" | "suspended" | "inactive" | null) =>
  renderToStaticMarkup(
    createElement(DisputeButtons, { id: "2f1c6f5e-8d7a-4a53-9a4e-0c1f3d8e9b10", disputeId: "PP-D-12345", amount: "$5.00", canAnswer: false, license }),
  );

// The license step beside an open dispute: one button, the one the license's state allows.
describe("DisputeButtons' license step", () => {
  it("offers to suspend an active license and to reactivate one suspended for the dispute, and nothing otherwise", () => {
    const active = render("active");
    expect(active).toContain(`aria-label="${D.license.suspendLabel("PP-D-12345")}"`);
    expect(active).not.toContain(D.license.restoreLabel("PP-D-12345"));
    const suspended = render("suspended");
    expect(suspended).toContain(`aria-label="${D.license.restoreLabel("PP-D-12345")}"`);
    expect(suspended).not.toContain(D.license.suspendLabel("PP-D-12345"));
    for (const license of ["inactive", null] as const) {
      const html = render(license);
      expect(html).not.toContain(D.license.suspendLabel("PP-D-12345"));
      expect(html).not.toContain(D.license.restoreLabel("PP-D-12345"));
    }
  });
});
