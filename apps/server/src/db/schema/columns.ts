// Columns many tables share, spelled once: the generated SQL is the same as written out per table.
import { timestamp } from 'drizzle-orm/pg-core'

/** When the row was made. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** When the row was made and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
