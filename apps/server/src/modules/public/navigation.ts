import type { NavigationItem } from '@sitewerk/renderer'

interface PageLink {
  id: number
  title: string
  url: string
  parentId: number | null
}

/** Pages that are not part of the navigation (the site's own not-found page). */
const HIDDEN = new Set(['404'])

/** The site's page tree as navigation, with the current page and its ancestors marked active. */
export function buildNavigation(pages: readonly PageLink[], currentUrl: string): NavigationItem[] {
  const visible = pages.filter((p) => !HIDDEN.has(p.url))
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
