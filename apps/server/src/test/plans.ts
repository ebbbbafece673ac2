import type { Database } from '../db/client.ts'
import { grantPlan as grant } from '../seed/grant-plan.ts'

/**
 * A live subscription of a catalogue plan ('business' unlocks custom domains, own fonts and more
 * sites), for tests of features the plans lock (decision 029).
 */
export const grantPlan = (
  database: Database,
  organizationId: number,
  identifier = 'business',
  options: { units?: number; now?: Date } = {},
) => grant(database.db, organizationId, identifier, options)
