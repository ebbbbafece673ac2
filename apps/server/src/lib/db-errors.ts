/** A PostgreSQL error code, as raised by pg and PGlite (drizzle wraps it in `cause`). */
function hasCode(error: unknown, sqlState: string): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code
  return code(error) === sqlState || code((error as { cause?: unknown } | null)?.cause) === sqlState
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505')

/** PostgreSQL's foreign_key_violation: a row is still referenced (ON DELETE RESTRICT). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503')

/** PostgreSQL's deadlock_detected: one of two transactions waiting on each other was ended. */
export const isDeadlock = (error: unknown) => hasCode(error, '40P01')

/** The SQLSTATE of a database error, or of the database error a driver wrapped in `cause`. */
function sqlStateOf(error: unknown): string | undefined {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const code = (e as { code?: unknown } | null)?.code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/**
 * A value the database cannot hold: class 22 (data exception: a number out of range, NUL or an
 * invalid byte in text, a malformed value), 54000 (a value beyond a limit, such as an index row)
 * or 54001 (a value nested too deep for the server's stack). The contracts refuse such input
 * first; this is the last line of defence (a 422, not a 500).
 */
export const isUnstorableValue = (error: unknown) => {
  const state = sqlStateOf(error)
  return state !== undefined && (state.startsWith('22') || state === '54000' || state === '54001')
}
