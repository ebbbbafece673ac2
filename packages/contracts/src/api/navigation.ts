import { z } from 'zod'
import { Navigation } from '../entities/navigation.ts'
import { Id } from '../primitives.ts'
import { PAGE_PUBLISH_STATUSES } from './publishing.ts'

/** GET sites/{id}/navigation: the site's menu, and whether it still follows the page tree. */
export const SiteNavigation = z.object({
  site_id: Id,
  /** True while the owner has not arranged the menu: `items` is then the page tree's menu. */
  derived: z.boolean(),
  items: Navigation,
  /**
   * Whether visitors see this menu: it goes live with the site's next publish (decision 027).
   * 'published': the same as visitors'; 'changed': saved since, not published yet;
   * 'unpublished': the site has never been published.
   */
  publish_status: z.enum(PAGE_PUBLISH_STATUSES),
})
export type SiteNavigation = z.infer<typeof SiteNavigation>

/** PUT sites/{id}/navigation: the arranged menu; its pages must be pages of the site. */
export const UpdateNavigationBody = z.strictObject({ items: Navigation })
export type UpdateNavigationBody = z.input<typeof UpdateNavigationBody>
