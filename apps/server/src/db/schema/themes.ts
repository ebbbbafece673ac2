import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import type { ThemeEdges, ThemeSettings, ThemeSpacing } from '@sitewerk/contracts'
import { timestamps } from './columns.ts'
import { fonts } from './fonts.ts'
import { colorsets, tenant } from './organizations.ts'

/** spec §3 Theme; typography, text align, links and lists live in `settings` (ThemeSettings). */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    title: text('title').notNull(),
    // The service refuses to delete a font in use (409); set null only covers a race.
    headlineFontId: integer('headline_font_id').references(() => fonts.id, {
      onDelete: 'set null',
    }),
    copyFontId: integer('copy_font_id').references(() => fonts.id, { onDelete: 'set null' }),
    spacing: text('spacing').$type<ThemeSpacing>().notNull().default('normal'),
    edges: text('edges').$type<ThemeEdges>().notNull().default('clean'),
    // The service refuses to delete a colour set in use (409); set null only covers a race.
    baseColorsetId: integer('base_colorset_id').references(() => colorsets.id, {
      onDelete: 'set null',
    }),
    secondaryColorsetId: integer('secondary_colorset_id').references(() => colorsets.id, {
      onDelete: 'set null',
    }),
    highlightColor: text('highlight_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    settings: jsonb('settings').$type<ThemeSettings>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('themes_org_idx').on(t.organizationId),
    index('themes_base_colorset_idx').on(t.baseColorsetId),
    index('themes_secondary_colorset_idx').on(t.secondaryColorsetId),
    check('themes_spacing', sql`${t.spacing} in ('tight', 'normal', 'wide')`),
    check('themes_edges', sql`${t.edges} in ('sharp', 'clean', 'smooth')`),
  ],
)
