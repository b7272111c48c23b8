import { defineConfig } from "prisma/config";

// DATABASE_URL is only needed by Prisma's own migrate commands; the app and
// `npm run db:migrate` read it through lib/env.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
});
