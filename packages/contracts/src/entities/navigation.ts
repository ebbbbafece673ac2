import { z } from 'zod'
import { Id, Text, hasForbiddenCharacters } from '../primitives.ts'

/** How many entries a menu holds at its top level, and under one entry. */
export const MENU_MAX_ITEMS = 30
export const MENU_MAX_CHILDREN = 20
export const MENU_LABEL_MAX = 100
export const MENU_URL_MAX = 2000

/** An entry's own id, stable across saves (the editor's drag handle and React key). */
export const MenuItemId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)

/**
 * Whether a menu link may point there: an absolute http(s) address with a host, or a path on the
 * site itself ('/kontakt', '/#oeffnungszeiten'). Anything else (javascript:, data:, '//evil.example',
 * backslashes that browsers read as slashes) never reaches a visitor's menu.
 */
export function isMenuUrl(value: string): boolean {
  if (hasForbiddenCharacters(value) || /\s|\\/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

export const MenuUrl = z
  .string()
  .trim()
  .min(1)
  .max(MENU_URL_MAX)
  .refine(isMenuUrl, { message: 'url' })

const entryFields = {
  id: MenuItemId,
  /** Kept in the menu but not shown to visitors. */
  hidden: z.boolean().default(false),
}

/** A page of the site; `label` is its menu text when the page title is too long or different. */
export const MenuPageEntry = z.strictObject({
  ...entryFields,
  kind: z.literal('page'),
  page_id: Id,
  label: Text(MENU_LABEL_MAX).optional(),
})
export type MenuPageEntry = z.infer<typeof MenuPageEntry>

/** An address of the owner's choice: another site, a shop, a path on this site. */
export const MenuLinkEntry = z.strictObject({
  ...entryFields,
  kind: z.literal('link'),
  label: Text(MENU_LABEL_MAX).pipe(z.string().min(1)),
  url: MenuUrl,
  new_tab: z.boolean().default(false),
})
export type MenuLinkEntry = z.infer<typeof MenuLinkEntry>

/** An entry of a submenu: a page or a link, with no children of its own (one level). */
export const MenuEntry = z.discriminatedUnion('kind', [MenuPageEntry, MenuLinkEntry])
export type MenuEntry = z.infer<typeof MenuEntry>

const children = { children: z.array(MenuEntry).max(MENU_MAX_CHILDREN).default([]) }

/** A top-level entry of the menu, with its submenu. */
export const MenuItem = z.discriminatedUnion('kind', [
  MenuPageEntry.extend(children),
  MenuLinkEntry.extend(children),
])
export type MenuItem = z.infer<typeof MenuItem>

/**
 * The menu an owner arranged (`sites.navigation`); null there means the menu is derived from the
 * page tree (decision 018). Entry ids are unique within the menu.
 */
export const Navigation = z
  .array(MenuItem)
  .max(MENU_MAX_ITEMS)
  .superRefine((items, ctx) => {
    const seen = new Set<string>()
    const check = (id: string, path: (string | number)[]) => {
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', message: 'duplicate', path: [...path, 'id'] })
      seen.add(id)
    }
    items.forEach((item, i) => {
      check(item.id, [i])
      item.children.forEach((child, j) => check(child.id, [i, 'children', j]))
    })
  })
export type Navigation = z.infer<typeof Navigation>
