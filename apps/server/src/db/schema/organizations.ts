import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  boolean,
} from 'drizzle-orm/pg-core'
import { mediaFiles } from './media.ts'
import { colorsets } from './themes.ts'
import { timestamps, users } from './users.ts'

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    // A file in use as logo or icon is refused deletion (409).
    logoFileId: integer('logo_file_id').references((): AnyPgColumn => mediaFiles.id),
    iconFileId: integer('icon_file_id').references((): AnyPgColumn => mediaFiles.id),
    stripeCustomerId: text('stripe_customer_id'),
    apiKey: text('api_key').notNull().unique(),
    /** The address invoices go to; an address in use here cannot be deleted. */
    billingAddressId: integer('billing_address_id').references((): AnyPgColumn => addresses.id),
    /** Location (issue #16): ISO 3166 country, IANA time zone, language of mails, ISO 4217 currency. */
    country: text('country').notNull().default('DE'),
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    mailLocale: text('mail_locale', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    currency: text('currency').notNull().default('EUR'),
    /**
     * Set by a superuser (issue #17): the organisation's sites answer a neutral "temporarily
     * unavailable" page and its members are told why (`suspended_reason`).
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    backendColorsetId: integer('backend_colorset_id').references((): AnyPgColumn => colorsets.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  // create-or-request finds an organisation by its title, so titles are unique regardless of case.
  (t) => [uniqueIndex('organizations_title_lower_unique').on(sql`lower(${t.title})`)],
)

export const organizationUser = pgTable(
  'organization_user',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'editor'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('join_requests_org_idx').on(t.organizationId, t.status)],
)

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
  ...timestamps,
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
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    ...timestamps,
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

/**
 * An invitation to join an organisation with a role (issue #16): the link carries a random
 * token, stored only as its SHA-256; it expires, and is used once.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'editor'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organization_invitations_org_idx').on(t.organizationId),
    // One open invitation per address and organisation; inviting again renews it.
    uniqueIndex('organization_invitations_open_idx')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
)

/** spec §3 Address: an organisation's postal addresses (`addressable_type` 'organization'). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    addressableType: text('addressable_type', { enum: ['organization'] })
      .notNull()
      .default('organization'),
    addressableId: integer('addressable_id').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    housenumber: text('housenumber').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    ...timestamps,
  },
  (t) => [index('addresses_org_idx').on(t.organizationId)],
)
