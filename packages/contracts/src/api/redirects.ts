import { z } from 'zod'
import { Id } from '../primitives.ts'
import { Redirect, RedirectStatus } from '../entities/redirect.ts'
import { PageUrl, SiteTarget } from './pages.ts'

/** POST sites/{id}/redirects: `from` a path of the site, `to` a path of it or an absolute URL. */
export const CreateRedirectBody = z.strictObject({
  from: PageUrl,
  to: SiteTarget,
  status: RedirectStatus.default(301),
})
export type CreateRedirectBody = z.input<typeof CreateRedirectBody>

/** PATCH redirects/{id}: the fields to change. */
export const UpdateRedirectBody = z.strictObject({
  from: PageUrl.optional(),
  to: SiteTarget.optional(),
  status: RedirectStatus.optional(),
})
export type UpdateRedirectBody = z.input<typeof UpdateRedirectBody>

/**
 * GET sites/{id}/redirects: the site's redirects, newest first. A hand-made redirect whose `from`
 * was taken by a page later is gone (a page always wins; decision 036).
 */
export const SiteRedirects = z.object({ site_id: Id, items: z.array(Redirect) })
export type SiteRedirects = z.infer<typeof SiteRedirects>

/** A created or changed redirect, and the ones re-pointed to its target so no chain is left. */
export const SavedRedirect = z.object({ redirect: Redirect, repointed: z.array(Redirect) })
export type SavedRedirect = z.infer<typeof SavedRedirect>
