import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sessions, users } from './users.ts'

/**
 * A superuser's session that shows the back office as another user (the test user, issue #17,
 * decision 033). One row per visit while it lasts; ending it deletes the row, and the audit log
 * keeps the record. A session that goes away (logout, expiry, disabling) leaves the row with
 * `session_id` null: no request acts as the person any more, and a periodic sweep records the end.
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    /** The superuser's session (SHA-256 of its cookie, as `sessions.id`). */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person whose back office the superuser sees. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('impersonations_session_unique').on(t.sessionId),
    index('impersonations_user_idx').on(t.userId),
  ],
)
