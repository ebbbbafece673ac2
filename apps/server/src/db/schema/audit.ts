import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

/**
 * Every superuser action (issue #17): who, what, on which row, when, with the details that say
 * what changed. Kept for `AUDIT_LOG_DAYS`. `actor_id` survives the actor's deletion as null, with
 * `actor_email` kept, so the log still says who it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** 'user.verify', 'user.disable', 'organization.suspend', 'service.update', … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** The user whose back office a superuser was looking at (test user), if any. */
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
)
