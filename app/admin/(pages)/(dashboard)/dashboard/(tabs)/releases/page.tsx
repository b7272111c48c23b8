import { readSection } from "@/lib/admin/dashboard-section";
import { requireAdmin } from "@/lib/auth/require-admin";
import { listReleases } from "@/lib/releases/list-releases";

import { DashboardTabPanel } from "@/components/admin/dashboard-tab-panel";
import { ReleaseList } from "@/components/admin/release-list";
import { ReleaseUploadForm } from "@/components/admin/release-upload-form";

/** Releases: upload a jar, and every release with its scan state. */
export default async function ReleasesTabPage() {
  await requireAdmin();
  const releases = await readSection("releases", listReleases);
  return (
    <DashboardTabPanel tab="releases" className="space-y-8">
      <ReleaseUploadForm />
      <ReleaseList releases={releases ?? []} />
    </DashboardTabPanel>
  );
}
