import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'
import { tenant } from './organizations.ts'

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  title: text('title').notNull(),
  featureList: jsonb('feature_list').$type<string[]>().notNull().default([]),
  serviceId: integer('service_id'),
  /** Cents. */
  price: integer('price').notNull().default(0),
  priceType: text('price_type', { enum: ['monthly', 'yearly', 'once', 'per_unit'] })
    .notNull()
    .default('monthly'),
  /** Days of free trial a first subscription starts with (0: none). */
  trialDays: integer('trial_days').notNull().default(0),
  /** Offered to organisations; a withdrawn service keeps running for who has it. */
  active: boolean('active').notNull().default(true),
  /** Order in the catalogue. */
  position: integer('position').notNull().default(0),
  ...timestamps(),
})

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
})

export const permissionService = pgTable(
  'permission_service',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.permissionId] })],
)

/** spec §3 Subscription. A row with `deleted_at` set is ended. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    units: integer('units').notNull().default(1),
    changeAt: timestamp('change_at', { withTimezone: true }),
    changeUnits: integer('change_units'),
    trialUntil: timestamp('trial_until', { withTimezone: true }),
    trialEnded: boolean('trial_ended').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The period being billed: [start, end); end is null for a one-off service. */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true })
      .notNull()
      .defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_org_service_idx').on(t.organizationId, t.serviceId),
    // One subscription per service that is not cancelled; the service also refuses a second
    // while a cancelled one still runs (it can be resumed instead).
    uniqueIndex('subscriptions_one_live_idx')
      .on(t.organizationId, t.serviceId)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
)
