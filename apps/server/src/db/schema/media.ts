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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { organizations } from './organizations.ts'
import { timestamps } from './users.ts'

const tenant = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' })

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
    ...timestamps,
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
    ...timestamps,
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
