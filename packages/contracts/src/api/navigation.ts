import { z } from 'zod'
import { Navigation } from '../entities/navigation.ts'
import { Id } from '../primitives.ts'

/** GET sites/{id}/navigation: the site's menu, and whether it still follows the page tree. */
export const SiteNavigation = z.object({
  site_id: Id,
  /** True while the owner has not arranged the menu: `items` is then the page tree's menu. */
  derived: z.boolean(),
  items: Navigation,
})
export type SiteNavigation = z.infer<typeof SiteNavigation>

/** PUT sites/{id}/navigation: the arranged menu; its pages must be pages of the site. */
export const UpdateNavigationBody = z.strictObject({ items: Navigation })
export type UpdateNavigationBody = z.input<typeof UpdateNavigationBody>
