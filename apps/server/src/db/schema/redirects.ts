import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns.ts'
import { tenant } from './organizations.ts'
import { sites } from './sites.ts'

/**
 * A site's redirect (decision 036): a visitor at `from_path` is sent to `target`, made by hand or
 * left behind by a published page whose address changed. A published page at `from_path` wins.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** A page address as pages store it: without leading slash, '' is the home page. */
    fromPath: text('from_path').notNull(),
    /** '/path' on the site, or an absolute http(s) URL as the person typed it. */
    target: text('target').notNull(),
    status: integer('status').notNull().default(301),
    /** Left behind by a publish that moved a page (true), or made by a person. */
    automatic: boolean('automatic').notNull().default(false),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('redirects_site_from_unique').on(t.siteId, t.fromPath),
    check('redirects_status', sql`${t.status} in (301, 302)`),
  ],
)
