/**
 * Whether a write was turned away by a unique constraint or index (Prisma's P2002, which both driver adapters
 * report for PostgreSQL's 23505): another writer got there first, a conflict to explain, not a failure to log.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}
