import { z } from 'zod'
import { DbDateTime, Id } from '../primitives.ts'

/** 301: moved for good (search engines move the page's standing along); 302: for a while. */
export const REDIRECT_STATUSES = [301, 302] as const
export const RedirectStatus = z.union([z.literal(301), z.literal(302)])
export type RedirectStatus = z.infer<typeof RedirectStatus>

/** A redirect of a site (decision 036): visitors at `from` are sent to `to`. */
export const Redirect = z.object({
  id: Id,
  site_id: Id,
  /** A path of the site: '/alte-seite'. */
  from: z.string(),
  /** A path of the site ('/neue-seite') or an absolute http(s) URL. */
  to: z.string(),
  status: RedirectStatus,
  /** Left behind by a publish that moved a page; false: made by a person. */
  automatic: z.boolean(),
  /** Visits answered with it so far (counted in batches: a few seconds behind). */
  hits: z.number().int().nonnegative(),
  last_hit_at: DbDateTime.nullable(),
  created_at: DbDateTime,
})
export type Redirect = z.infer<typeof Redirect>
