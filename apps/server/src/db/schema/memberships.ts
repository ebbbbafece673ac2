import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { tenant } from './organizations.ts'
import { users } from './users.ts'

export const organizationUser = pgTable(
  'organization_user',
  {
    organizationId: tenant(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'editor'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('organization_user_user_idx').on(t.userId),
  ],
)

export const organizationJoinRequests = pgTable(
  'organization_join_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('join_requests_org_idx').on(t.organizationId, t.status)],
)

/**
 * An invitation to join an organisation with a role (issue #16): the link carries a random
 * token, stored only as its SHA-256; it expires, and is used once.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'editor'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('organization_invitations_org_idx').on(t.organizationId),
    // One open invitation per address and organisation; inviting again renews it.
    uniqueIndex('organization_invitations_open_idx')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
)
