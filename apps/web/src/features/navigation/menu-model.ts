import { MENU_MAX_CHILDREN, type MenuEntry, type MenuItem } from '@sitewerk/contracts'

/**
 * Pure changes of the menu being edited, one per control of the navigation screen. Entries are
 * addressed by their stable id; a submenu is one level deep (the contract's limit).
 */

/** What the menu editor shows of a page. */
export interface MenuPageInfo {
  id: number
  title: string
  url: string
}

const move = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(to, 0, entry!)
  return next
}

/** Where an entry sits: its top-level index, and its index in that submenu. */
export function locate(items: readonly MenuItem[], id: string) {
  for (const [index, item] of items.entries()) {
    if (item.id === id) return { index, childIndex: null }
    const childIndex = item.children.findIndex((c) => c.id === id)
    if (childIndex >= 0) return { index, childIndex }
  }
  return null
}

/** Moves `activeId` to the place of `overId` when both are in the same list. */
export function moveEntry(items: MenuItem[], activeId: string, overId: string): MenuItem[] {
  const from = locate(items, activeId)
  const to = locate(items, overId)
  if (!from || !to) return items
  if (from.childIndex === null && to.childIndex === null) return move(items, from.index, to.index)
  if (from.childIndex === null || to.childIndex === null || from.index !== to.index) return items
  return items.map((item, i) =>
    i === from.index
      ? { ...item, children: move(item.children, from.childIndex!, to.childIndex!) }
      : item,
  )
}

/** One step up or down within the entry's own list. */
export function stepEntry(items: MenuItem[], id: string, step: -1 | 1): MenuItem[] {
  const at = locate(items, id)
  if (!at) return items
  const list = at.childIndex === null ? items : items[at.index]!.children
  const from = at.childIndex ?? at.index
  const to = from + step
  if (to < 0 || to >= list.length) return items
  return moveEntry(items, id, list[to]!.id)
}

/** Whether the entry can go into the submenu of the top-level entry above it. */
export function canIndent(items: readonly MenuItem[], id: string): boolean {
  const at = locate(items, id)
  if (!at || at.childIndex !== null || at.index === 0) return false
  return (
    items[at.index]!.children.length === 0 &&
    items[at.index - 1]!.children.length < MENU_MAX_CHILDREN
  )
}

/** A top-level entry (without a submenu of its own) becomes the last of the entry above. */
export function indentEntry(items: MenuItem[], id: string): MenuItem[] {
  if (!canIndent(items, id)) return items
  const { index } = locate(items, id)!
  const { children: _, ...entry } = items[index]!
  return items.flatMap((item, i) => {
    if (i === index) return []
    if (i === index - 1) return [{ ...item, children: [...item.children, entry as MenuEntry] }]
    return [item]
  })
}

/** A submenu entry becomes a top-level entry right after its parent. */
export function outdentEntry(items: MenuItem[], id: string): MenuItem[] {
  const at = locate(items, id)
  if (!at || at.childIndex === null) return items
  const parent = items[at.index]!
  const entry = parent.children[at.childIndex]!
  return items.flatMap((item, i) =>
    i === at.index
      ? [
          { ...item, children: item.children.filter((c) => c.id !== id) },
          { ...entry, children: [] } as MenuItem,
        ]
      : [item],
  )
}

/** Changes fields of one entry (label, hidden, url, new tab). */
export function changeEntry(
  items: MenuItem[],
  id: string,
  changes: Partial<Pick<MenuEntry, 'hidden' | 'label'>> & { url?: string; new_tab?: boolean },
): MenuItem[] {
  const apply = <T extends MenuEntry>(entry: T): T =>
    entry.id === id ? ({ ...entry, ...changes } as T) : entry
  return items.map((item) => ({ ...apply(item), children: item.children.map(apply) }))
}

/** Takes an entry out; the submenu of a removed top-level entry stays, in its place. */
export function removeEntry(items: MenuItem[], id: string): MenuItem[] {
  return items.flatMap((item) =>
    item.id === id
      ? item.children.map((c) => ({ ...c, children: [] }) as MenuItem)
      : [{ ...item, children: item.children.filter((c) => c.id !== id) }],
  )
}

/** An id no entry of the menu has yet. */
export function newEntryId(items: readonly MenuItem[]): string {
  const taken = new Set(items.flatMap((i) => [i.id, ...i.children.map((c) => c.id)]))
  for (let n = 1; ; n++) if (!taken.has(`entry-${n}`)) return `entry-${n}`
}
