import { jsonb } from 'drizzle-orm/pg-core'
import type { Device, Spacing } from '@sitewerk/contracts'

/**
 * The devices an article, section or content is hidden on, and its spacing per device (decision
 * 040). Not a table: the columns the three tables share.
 */
export const deviceDisplay = () => ({
  hiddenOn: jsonb('hidden_on').$type<Device[]>().notNull().default([]),
  spacing: jsonb('spacing').$type<Spacing>().notNull().default({}),
})
