/** PostgreSQL's unique_violation, as raised by pg and PGlite (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505'
}
