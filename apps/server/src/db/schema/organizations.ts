// The tenant and the tables it points at that point back at it (its logo and icon files, its
// back office's colour set, its billing address): one file, so the schema has no import cycle.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'

/** The owning organisation of a tenant's row; its rows go with it. */
export const tenant = () =>
  integer('organization_id')
    .notNull()
    .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' })

/** The organisation of a row that is the platform's when null (library fonts, starter components). */
export const platformOrTenant = () =>
  integer('organization_id').references((): AnyPgColumn => organizations.id, {
    onDelete: 'cascade',
  })

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
    ...timestamps(),
  },
  // create-or-request finds an organisation by its title, so titles are unique regardless of case.
  (t) => [uniqueIndex('organizations_title_lower_unique').on(sql`lower(${t.title})`)],
)

/** spec §3 Colorset. Colours are stored in their normal spelling (contracts `parseColor`). */
export const colorsets = pgTable(
  'colorsets',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    title: text('title').notNull(),
    highlightColor: text('highlight_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    textColor: text('text_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    ...timestamps(),
  },
  (t) => [index('colorsets_org_idx').on(t.organizationId)],
)

/** spec §3 Media category: a tree per organisation; `parent_id` null is a child of the root. */
export const mediaCategories = pgTable(
  'media_categories',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    title: text('title').notNull(),
    // Only empty categories may be deleted (service); cascade only covers the organisation's end.
    parentId: integer('parent_id').references((): AnyPgColumn => mediaCategories.id, {
      onDelete: 'cascade',
    }),
    ...timestamps(),
  },
  (t) => [
    index('media_categories_org_idx').on(t.organizationId),
    index('media_categories_parent_idx').on(t.parentId),
  ],
)

/**
 * spec §3 Media file. `namespace` is 'media' for the library's images and 'font' for the source
 * files of an organisation's own fonts. The bytes live in storage under `storage_key`; the row is
 * written only after the file is complete.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    namespace: text('namespace', { enum: ['media', 'font'] })
      .notNull()
      .default('media'),
    /** The name shown and offered on download (cleaned of any path). */
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Decided from the content, never from the name or the request's Content-Type. */
    mimeType: text('mime_type').notNull(),
    /** sha256 of the bytes: ETag and the key of derived images. */
    checksum: text('checksum').notNull(),
    mediaCategoryId: integer('media_category_id').references(() => mediaCategories.id, {
      onDelete: 'set null',
    }),
    /** Pixels of an image; null for fonts. */
    width: integer('width'),
    height: integer('height'),
    /** Bytes. */
    size: integer('size').notNull(),
    alt: text('alt'),
    name: text('name'),
    /**
     * The file's focal point in percent from the left and the top (decision 042): every crop of
     * the image pipeline keeps it, and public markup uses it where a use sets none. Null: centre.
     */
    focusX: real('focus_x'),
    focusY: real('focus_y'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('media_files_storage_key_unique').on(t.storageKey),
    index('media_files_org_idx').on(t.organizationId, t.namespace),
    index('media_files_category_idx').on(t.mediaCategoryId),
    check('media_files_size', sql`${t.size} >= 0`),
    check(
      'media_files_focus',
      sql`(${t.focusX} is null and ${t.focusY} is null) or (${t.focusX} between 0 and 100 and ${t.focusY} between 0 and 100)`,
    ),
  ],
)

/** spec §3 Address: an organisation's postal addresses (`addressable_type` 'organization'). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
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
    ...timestamps(),
  },
  (t) => [index('addresses_org_idx').on(t.organizationId)],
)
