import { z } from 'zod'
import { DbDateTime, Id } from '../primitives.ts'
import { OrganizationSummary } from './organization.ts'

/** spec §3: User. Dates in spec §9 format. */
export const User = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  email_verified_at: DbDateTime.nullable(),
  created_at: DbDateTime,
  updated_at: DbDateTime,
  superuser: z.boolean(),
  organizations: z.array(OrganizationSummary),
})
export type User = z.infer<typeof User>
