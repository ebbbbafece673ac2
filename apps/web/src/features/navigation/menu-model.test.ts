import type { MenuItem } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { canIndent, indentEntry, moveEntry, outdentEntry, removeEntry } from './menu-model'

const page = (id: string, children: MenuItem['children'] = []): MenuItem => ({
  id,
  kind: 'page',
  page_id: Number(id.slice(1)),
  hidden: false,
  children,
})
const child = (id: string) => {
  const { children: _, ...entry } = page(id)
  return entry
}
const ids = (items: MenuItem[]) => items.map((i) => [i.id, i.children.map((c) => c.id)])

describe('the menu being edited', () => {
  it('moves a dropped entry within its own list only', () => {
    const items = [page('p1'), page('p2', [child('p4'), child('p5')]), page('p3')]
    expect(ids(moveEntry(items, 'p3', 'p1'))).toEqual([
      ['p3', []],
      ['p1', []],
      ['p2', ['p4', 'p5']],
    ])
    expect(ids(moveEntry(items, 'p5', 'p4'))).toEqual([
      ['p1', []],
      ['p2', ['p5', 'p4']],
      ['p3', []],
    ])
    // A submenu entry dropped on a top-level one stays where it was (nesting is by the arrows).
    expect(moveEntry(items, 'p4', 'p1')).toBe(items)
  })

  it('nests one level deep and back out, never an entry with a submenu of its own', () => {
    const items = [page('p1'), page('p2', [child('p4')]), page('p3')]
    expect(canIndent(items, 'p1')).toBe(false)
    expect(canIndent(items, 'p2')).toBe(false)
    const nested = indentEntry(items, 'p3')
    expect(ids(nested)).toEqual([
      ['p1', []],
      ['p2', ['p4', 'p3']],
    ])
    expect(ids(outdentEntry(nested, 'p4'))).toEqual([
      ['p1', []],
      ['p2', ['p3']],
      ['p4', []],
    ])
  })

  it('keeps the submenu of a removed entry in its place', () => {
    const items = [page('p1'), page('p2', [child('p4')]), page('p3')]
    expect(ids(removeEntry(items, 'p2'))).toEqual([
      ['p1', []],
      ['p4', []],
      ['p3', []],
    ])
  })
})
