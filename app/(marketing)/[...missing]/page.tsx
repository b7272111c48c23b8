import { notFound } from "next/navigation";

import { log } from "@/lib/log";

// Every path no route claims lands here, so the server can log it before the 404 page renders.
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  log.warn("page not found", { path: `/${missing.map(encodeURIComponent).join("/")}` });
  notFound();
}
