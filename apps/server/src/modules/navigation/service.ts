import { isDeepStrictEqual } from 'node:util'
import {
  MENU_MAX_CHILDREN,
  MENU_MAX_ITEMS,
  type MenuItem,
  type Navigation,
  type SiteNavigation,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import {
  deriveMenu,
  menuPageIds,
  pageEntryId,
  pruneMenu,
  storedMenu,
  type MenuPage,
} from './menu.ts'

export interface NavigationServiceDeps {
  clock: Clock
  /** The site of this organisation with its stored menu, or null: another tenant's is a 404. */
  findSite: (organizationId: number, siteId: number) => Promise<{ navigation: unknown } | null>
  pagesOfSite: (organizationId: number, siteId: number) => Promise<MenuPage[]>
  /** The menu of the site's published version; `published` false: never published. */
  publishedMenuOf: (
    organizationId: number,
    siteId: number,
  ) => Promise<{ published: boolean; navigation: unknown }>
  saveMenu: (args: {
    organizationId: number
    siteId: number
    items: MenuItem[]
    now: Date
  }) => Promise<void>
}

/** The site's menu: derived from the page tree until the owner arranges it (decision 018). */
export function createNavigationService({
  clock,
  findSite,
  pagesOfSite,
  publishedMenuOf,
  saveMenu,
}: NavigationServiceDeps) {
  async function load(organizationId: number, siteId: number) {
    const site = await findSite(organizationId, siteId)
    if (!site) throw new NotFoundError()
    return { stored: storedMenu(site.navigation), pages: await pagesOfSite(organizationId, siteId) }
  }

  /**
   * The menu as the owner arranged it (or the page tree's), and whether visitors see it: a saved
   * menu goes live with the site's next publish (decision 027, issue 34 item 8).
   */
  async function present(
    organizationId: number,
    siteId: number,
    stored: MenuItem[] | null,
    pages: MenuPage[],
  ): Promise<SiteNavigation> {
    const live = await publishedMenuOf(organizationId, siteId)
    return {
      site_id: siteId,
      derived: stored === null,
      items: stored ? pruneMenu(stored, pages) : deriveMenu(pages),
      publish_status: !live.published
        ? 'unpublished'
        : sameMenu(stored, storedMenu(live.navigation))
          ? 'published'
          : 'changed',
    }
  }

  /** Field errors for page entries whose page is not a menu page of this site. */
  function unknownPages(ctx: RequestContext, items: Navigation, pages: MenuPage[]) {
    // The same pages a menu may show: the not-found page never appears.
    const allowed = new Set(menuPageIds(pages))
    const errors: Record<string, string[]> = {}
    const check = (entry: MenuItem | MenuItem['children'][number], path: string) => {
      if (entry.kind === 'page' && !allowed.has(entry.page_id))
        errors[`${path}.page_id`] = [ctx.t('navigation.page_unknown')]
    }
    items.forEach((item, i) => {
      check(item, `items.${i}`)
      item.children.forEach((child, j) => check(child, `items.${i}.children.${j}`))
    })
    return errors
  }

  return {
    async get(ctx: RequestContext, siteId: number): Promise<SiteNavigation> {
      const organizationId = requireOrganization(ctx).id
      const { stored, pages } = await load(organizationId, siteId)
      return present(organizationId, siteId, stored, pages)
    },

    /** Stores the arranged menu; its pages must be pages of this site (tenant scope). */
    async update(ctx: RequestContext, siteId: number, items: Navigation): Promise<SiteNavigation> {
      const organizationId = requireOrganization(ctx).id
      const { pages } = await load(organizationId, siteId)
      const errors = unknownPages(ctx, items, pages)
      if (Object.keys(errors).length) throw new ValidationError(ctx.t('validation.invalid'), errors)
      await saveMenu({ organizationId, siteId, items, now: clock.now() })
      return present(organizationId, siteId, items, pages)
    },

    /**
     * A new page's place in the menu, as the person chose when creating it. Shown: appended to an
     * arranged menu (under its parent page's entry when that is at the top level), while a derived
     * menu shows it anyway. Not shown: a derived menu is stored without it first, so it stays out.
     * Not asked (`show` undefined): the menu stays as it is.
     */
    async placeNewPage({
      organizationId,
      siteId,
      page,
      show,
    }: {
      organizationId: number
      siteId: number
      page: MenuPage
      show: boolean | undefined
    }) {
      if (show === undefined) return
      const { stored, pages } = await load(organizationId, siteId)
      let items: MenuItem[]
      if (!stored) {
        if (show) return
        items = deriveMenu(pages.filter((p) => p.id !== page.id))
      } else {
        if (!show) return
        items = withPage(pruneMenu(stored, pages), page)
      }
      await saveMenu({ organizationId, siteId, items, now: clock.now() })
    },

    /**
     * Keeps pages out of the menu that were made without a say in it (the setup's legal pages,
     * linked from the footer): a derived menu is stored without them, an arranged one loses them.
     */
    async leaveOut(organizationId: number, siteId: number, pageIds: readonly number[]) {
      if (pageIds.length === 0) return
      const { stored, pages } = await load(organizationId, siteId)
      const left = new Set(pageIds)
      const kept = pages.filter((p) => !left.has(p.id))
      const items = stored ? pruneMenu(stored, kept) : deriveMenu(kept)
      await saveMenu({ organizationId, siteId, items, now: clock.now() })
    },
  }
}

/** Whether two stored menus are the same, whatever the order of their keys (jsonb keeps its own). */
const sameMenu = (a: MenuItem[] | null, b: MenuItem[] | null) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)))

/** The menu with an entry for `page`, where there is room. */
function withPage(items: MenuItem[], page: MenuPage): MenuItem[] {
  const taken = new Set(items.flatMap((i) => [i.id, ...i.children.map((c) => c.id)]))
  let id = pageEntryId(page.id)
  for (let n = 2; taken.has(id); n++) id = `${pageEntryId(page.id)}-${n}`
  const entry = { id, kind: 'page' as const, page_id: page.id, hidden: false }
  const parent = items.find((i) => i.kind === 'page' && i.page_id === page.parentId)
  if (parent && parent.children.length < MENU_MAX_CHILDREN)
    return items.map((i) => (i === parent ? { ...i, children: [...i.children, entry] } : i))
  if (items.length < MENU_MAX_ITEMS) return [...items, { ...entry, children: [] }]
  return items
}

export type NavigationService = ReturnType<typeof createNavigationService>
