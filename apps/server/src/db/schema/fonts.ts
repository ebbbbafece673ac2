import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'
import { mediaFiles, platformOrTenant } from './organizations.ts'

/**
 * spec §3 Font. `availability` 'library': a family shipped with the platform (npm @fontsource,
 * no organisation, seeded at start); 'organization': uploaded by one organisation, whose font
 * files are media files of namespace 'font'.
 */
export const fonts = pgTable(
  'fonts',
  {
    id: serial('id').primaryKey(),
    organizationId: platformOrTenant(),
    /** Lower-case slug: the library package name, or derived from an uploaded family. */
    name: text('name').notNull(),
    /** The CSS font-family. */
    family: text('family').notNull(),
    /** Bytes of the font's own files (regular and italic); 0 for library fonts. */
    size: integer('size').notNull().default(0),
    sourceId: integer('source_id').references(() => mediaFiles.id, { onDelete: 'restrict' }),
    sourceItalicId: integer('source_italic_id').references(() => mediaFiles.id, {
      onDelete: 'restrict',
    }),
    availability: text('availability', { enum: ['library', 'organization'] }).notNull(),
    defaultWeightCopy: integer('default_weight_copy').notNull().default(400),
    defaultWeightHeadline: integer('default_weight_headline').notNull().default(700),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fonts_org_name_unique').on(sql`coalesce(${t.organizationId}, 0)`, t.name),
    index('fonts_org_idx').on(t.organizationId),
    check(
      'fonts_availability_owner',
      sql`(${t.availability} = 'library') = (${t.organizationId} is null)`,
    ),
  ],
)
