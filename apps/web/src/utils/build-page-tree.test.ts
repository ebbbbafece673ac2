import type { Page } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { buildPageTree, nextSiblingOrder } from './build-page-tree'

const page = (id: number, parent_id: number | null, order: number, title = `P${id}`): Page => ({
  id,
  title,
  url: `p${id}`,
  site_id: 1,
  layout_id: null,
  order,
  parent_id,
  style: null,
  css: null,
  description: null,
  seo_image_id: null,
})

const shape = (nodes: ReturnType<typeof buildPageTree>): unknown =>
  nodes.map((node) => [node.page.id, shape(node.children)])

describe('page tree', () => {
  it('nests pages by parent_id and orders siblings by order', () => {
    const tree = buildPageTree([page(3, 1, 2), page(1, null, 1), page(2, 1, 1), page(4, null, 0)])
    expect(shape(tree)).toEqual([
      [4, []],
      [
        1,
        [
          [2, []],
          [3, []],
        ],
      ],
    ])
  })

  it('puts a new page after its siblings', () => {
    const pages = [page(1, null, 3), page(2, 1, 0), page(3, 1, 4)]
    expect(nextSiblingOrder(pages, null)).toBe(4)
    expect(nextSiblingOrder(pages, 1)).toBe(5)
    expect(nextSiblingOrder(pages, 2)).toBe(0)
  })

  it('shows pages with an unknown parent, or in a parent cycle, at the top', () => {
    const tree = buildPageTree([page(1, 99, 0), page(2, 3, 0), page(3, 2, 0)])
    expect(tree.map((node) => node.page.id)).toEqual([1, 2, 3])
  })
})
