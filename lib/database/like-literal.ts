/**
 * Prisma sends `contains` and case-insensitive `equals` to PostgreSQL as
 * (I)LIKE without escaping, so % and _ in the value would be wildcards (an
 * e-mail "a_b@x.com" would match "axb@x.com"). Escaped, they mean themselves.
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
