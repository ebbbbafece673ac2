import { describe, expect, it } from 'vitest'
import { MENU_MAX_CHILDREN, MENU_MAX_ITEMS, Navigation, isMenuUrl } from './navigation.ts'

const page = (id: string, pageId: number) => ({ id, kind: 'page' as const, page_id: pageId })
const link = (id: string, url: string) => ({ id, kind: 'link' as const, label: 'Shop', url })

describe('an arranged menu', () => {
  it('holds pages with their own labels, links and one level of submenus', () => {
    const menu = Navigation.parse([
      { ...page('home', 1), label: '  Start ' },
      { ...link('shop', 'https://shop.example.de/'), new_tab: true, children: [page('team', 2)] },
    ])
    expect(menu).toEqual([
      { id: 'home', kind: 'page', page_id: 1, label: 'Start', hidden: false, children: [] },
      {
        id: 'shop',
        kind: 'link',
        label: 'Shop',
        url: 'https://shop.example.de/',
        new_tab: true,
        hidden: false,
        children: [{ id: 'team', kind: 'page', page_id: 2, hidden: false }],
      },
    ])
  })

  it('refuses a second level of submenus', () => {
    const nested = { ...page('a', 1), children: [{ ...page('b', 2), children: [page('c', 3)] }] }
    expect(Navigation.safeParse([nested]).success).toBe(false)
  })

  it('refuses an id used twice, naming the second one', () => {
    const result = Navigation.safeParse([
      page('a', 1),
      { ...page('b', 2), children: [page('a', 3)] },
    ])
    expect(result.error?.issues).toMatchObject([
      { message: 'duplicate', path: [1, 'children', 0, 'id'] },
    ])
  })

  it('keeps to its limits on entries and label length', () => {
    const many = Array.from({ length: MENU_MAX_ITEMS + 1 }, (_, i) => page(`p${i}`, i + 1))
    expect(Navigation.safeParse(many).success).toBe(false)
    const kids = Array.from({ length: MENU_MAX_CHILDREN + 1 }, (_, i) => page(`c${i}`, i + 1))
    expect(Navigation.safeParse([{ ...page('a', 99), children: kids }]).success).toBe(false)
    expect(Navigation.safeParse([{ ...page('a', 1), label: 'x'.repeat(101) }]).success).toBe(false)
    expect(Navigation.safeParse([{ ...link('a', '/x'), label: '   ' }]).success).toBe(false)
  })

  it('refuses unknown kinds and fields', () => {
    expect(Navigation.safeParse([{ id: 'a', kind: 'script', url: '/' }]).success).toBe(false)
    expect(Navigation.safeParse([{ ...page('a', 1), onclick: 'x' }]).success).toBe(false)
    expect(Navigation.safeParse([{ ...page('a b', 1) }]).success).toBe(false)
  })
})

describe('a menu link', () => {
  it('is an http(s) address or a path on the site', () => {
    for (const good of [
      'https://www.example.de/laden?x=1#oben',
      'http://example.de',
      '/kontakt',
      '/#oeffnungszeiten',
      '/',
    ])
      expect(isMenuUrl(good), good).toBe(true)
  })

  it('is never a script, data, protocol-relative or otherwise foreign address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example',
      'https://',
      'https:/evil.example',
      'ftp://example.de',
      'kontakt',
      'mailto:a@example.de',
      '/a b',
      '/a\u0000',
    ])
      expect(isMenuUrl(bad), bad).toBe(false)
    expect(Navigation.safeParse([link('a', 'javascript:alert(1)')]).error?.issues).toMatchObject([
      { message: 'url', path: [0, 'url'] },
    ])
  })
})
