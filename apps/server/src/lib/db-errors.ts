/** A PostgreSQL error code, as raised by pg and PGlite (drizzle wraps it in `cause`). */
function hasCode(error: unknown, sqlState: string): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code
  return code(error) === sqlState || code((error as { cause?: unknown } | null)?.cause) === sqlState
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505')

/** PostgreSQL's foreign_key_violation: a row is still referenced (ON DELETE RESTRICT). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503')
