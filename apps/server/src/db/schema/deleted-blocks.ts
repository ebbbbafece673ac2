import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { tenant } from './organizations.ts'
import { pages } from './sites.ts'

/**
 * A block the organisation deleted, for as long as the editor's undo may bring it back under its
 * old id (decision 052). Block ids are global: only the organisation that deleted an id may take it
 * back. Gone with the organisation, with the page the block sat on, or after the undo window.
 */
export const deletedBlocks = pgTable(
  'deleted_blocks',
  {
    kind: text('kind', { enum: ['article', 'section', 'content'] }).notNull(),
    blockId: integer('block_id').notNull(),
    organizationId: tenant(),
    /** The page the block sat on; null for a layout's or a reusable section's content. */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.blockId] }),
    index('deleted_blocks_organization_idx').on(t.organizationId),
    index('deleted_blocks_page_idx').on(t.pageId),
    index('deleted_blocks_deleted_at_idx').on(t.deletedAt),
  ],
)
