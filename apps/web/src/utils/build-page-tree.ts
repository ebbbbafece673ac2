import type { Page } from '@sitewerk/contracts'

export interface PageNode {
  page: Page
  children: PageNode[]
}

const bySiblingOrder = (a: Page, b: Page) => a.order - b.order || a.title.localeCompare(b.title)

/**
 * The flat page list of a site as a tree: children by parent_id, siblings by order (then title).
 * A page whose parent is not in the list stands at the top, so no page is ever hidden.
 */
export function buildPageTree(pages: readonly Page[]): PageNode[] {
  const ids = new Set(pages.map((page) => page.id))
  const childrenOf = new Map<number | null, Page[]>()
  for (const page of pages) {
    const parent = page.parent_id !== null && ids.has(page.parent_id) ? page.parent_id : null
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), page])
  }
  const placed = new Set<number>()
  const grow = (parent: number | null): PageNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((page) => !placed.has(page.id))
      .sort(bySiblingOrder)
      .map((page) => {
        placed.add(page.id)
        return { page, children: grow(page.id) }
      })
  const roots = grow(null)
  // pages in a parent cycle are reachable from no root: show them at the top as well
  const rest = pages.filter((page) => !placed.has(page.id)).sort(bySiblingOrder)
  return [...roots, ...rest.map((page) => ({ page, children: [] }))]
}

/** The order that puts a new page after its siblings below `parentId` (null: the top level). */
export function nextSiblingOrder(pages: readonly Page[], parentId: number | null): number {
  const siblings = pages.filter((page) => page.parent_id === parentId)
  return Math.max(-1, ...siblings.map((page) => page.order)) + 1
}

/** spec §3: '' is the home page; shown as '/'. */
export const pagePath = (url: string) => `/${url}`
