import {
  MENU_MAX_CHILDREN,
  MENU_MAX_ITEMS,
  Navigation,
  type MenuEntry,
  type MenuItem,
} from '@sitewerk/contracts'
import type { NavigationItem } from '@sitewerk/renderer'

/** What a menu needs of a page. */
export interface MenuPage {
  id: number
  title: string
  url: string
  parentId: number | null
}

/** Pages that are never part of a menu (the site's own not-found page). */
const HIDDEN_URLS = new Set(['404'])

const menuPages = (pages: readonly MenuPage[]) => pages.filter((p) => !HIDDEN_URLS.has(p.url))

/** The ids of the pages a menu may point to. */
export const menuPageIds = (pages: readonly MenuPage[]) => menuPages(pages).map((p) => p.id)

/**
 * The menu stored in `sites.navigation`, or null while it is derived from the page tree. A value
 * the contract no longer accepts counts as derived: visitors then see the page tree rather than
 * an error (decision 018).
 */
export function storedMenu(value: unknown): MenuItem[] | null {
  if (value === null || value === undefined) return null
  const parsed = Navigation.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The id a page's entry gets in a derived menu. */
export const pageEntryId = (pageId: number) => `page-${pageId}`

const pageEntry = (page: MenuPage): MenuEntry => ({
  id: pageEntryId(page.id),
  kind: 'page',
  page_id: page.id,
  hidden: false,
})

/**
 * The page tree as an arranged menu would hold it: top-level pages with their direct children
 * (one level of submenus, as the menu allows and the starter header shows), within the limits.
 */
export function deriveMenu(pages: readonly MenuPage[]): MenuItem[] {
  const visible = menuPages(pages)
  const ids = new Set(visible.map((p) => p.id))
  const parentOf = (p: MenuPage) => (p.parentId !== null && ids.has(p.parentId) ? p.parentId : null)
  return visible
    .filter((p) => parentOf(p) === null)
    .slice(0, MENU_MAX_ITEMS)
    .map((root) => ({
      ...pageEntry(root),
      children: visible
        .filter((p) => parentOf(p) === root.id)
        .slice(0, MENU_MAX_CHILDREN)
        .map(pageEntry),
    }))
}

/**
 * The menu without entries of pages that are gone (or the not-found page): a deleted page leaves
 * no broken link. The submenu of a dropped top-level entry takes its place.
 */
export function pruneMenu(items: readonly MenuItem[], pages: readonly MenuPage[]): MenuItem[] {
  const ids = new Set(menuPages(pages).map((p) => p.id))
  const exists = (entry: MenuEntry) => entry.kind !== 'page' || ids.has(entry.page_id)
  return items.flatMap((item): MenuItem[] => {
    const children = item.children.filter(exists)
    if (exists(item)) return [{ ...item, children }]
    return children.map((child) => ({ ...child, children: [] }))
  })
}

/**
 * The header's navigation for a visitor of `currentUrl`: the arranged menu when there is one,
 * else the page tree. A page's entry is active on that page and on pages below it in the page
 * tree; an entry is active when one of its submenu entries is.
 */
export function buildNavigation({
  stored,
  pages,
  currentUrl,
}: {
  stored: unknown
  pages: readonly MenuPage[]
  currentUrl: string
}): NavigationItem[] {
  const menu = storedMenu(stored)
  return menu ? arrangedNavigation(menu, pages, currentUrl) : treeNavigation(pages, currentUrl)
}

function arrangedNavigation(
  menu: readonly MenuItem[],
  pages: readonly MenuPage[],
  currentUrl: string,
): NavigationItem[] {
  const byId = new Map(pages.map((p) => [p.id, p]))
  const current = pages.find((p) => p.url === currentUrl)
  const trail = new Set<number>()
  for (let p = current, depth = 0; p && depth < 100; depth++) {
    trail.add(p.id)
    p = p.parentId === null ? undefined : byId.get(p.parentId)
  }
  const toItem = (entry: MenuEntry, children: NavigationItem[]): NavigationItem => {
    if (entry.kind === 'page') {
      const page = byId.get(entry.page_id)!
      return {
        title: entry.label || page.title,
        href: `/${page.url}`,
        active: trail.has(page.id) || children.some((c) => c.active),
        children,
      }
    }
    return {
      title: entry.label,
      href: entry.url,
      active: entry.url === `/${currentUrl}` || children.some((c) => c.active),
      ...(entry.new_tab ? { new_tab: true } : {}),
      children,
    }
  }
  return pruneMenu(menu, pages)
    .filter((item) => !item.hidden)
    .map((item) =>
      toItem(
        item,
        item.children.filter((c) => !c.hidden).map((c) => toItem(c, [])),
      ),
    )
}

/** Today's menu of a site that has not arranged one: the whole page tree. */
function treeNavigation(pages: readonly MenuPage[], currentUrl: string): NavigationItem[] {
  const visible = menuPages(pages)
  const ids = new Set(visible.map((p) => p.id))
  const build = (parentId: number | null, depth: number): NavigationItem[] =>
    depth > 8
      ? []
      : visible
          .filter(
            (p) => (p.parentId !== null && ids.has(p.parentId) ? p.parentId : null) === parentId,
          )
          .map((p) => {
            const children = build(p.id, depth + 1)
            const active = p.url === currentUrl || children.some((c) => c.active)
            return { title: p.title, href: `/${p.url}`, active, children }
          })
  return build(null, 0)
}
