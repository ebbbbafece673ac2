import { IconName } from '@sitewerk/contracts'
import type { Context } from 'liquidjs'
import { escapeHtml, safeClassList } from '../html/escape.ts'

/** An icon ready to draw: SVG content (from the shipped icon set, not from tenants) and its box. */
export interface IconShape {
  body: string
  width: number
  height: number
}

/** Where the renderer finds icons by name: the server's set, or the editor's loaded icons. */
export interface IconSource {
  get(name: string): IconShape | null
}

/** The render register through which a render learns of names the set does not have. */
export const ICON_REGISTER = 'sitewerk:icon'
export interface IconRegister {
  onMissing?: (name: string) => void
}

type NamedArgument = [string, unknown]
const isNamed = (arg: unknown): arg is NamedArgument =>
  Array.isArray(arg) && arg.length === 2 && typeof arg[0] === 'string'

/**
 * `{{ item.icon | icon }}`, `{{ item.icon | icon: label: 'Telefon', class: 'cards__icon' }}`: the
 * icon as inline SVG, so a visitor's browser asks no one for it (decision 019). Decorative
 * (`aria-hidden`) unless a label is given. Renders '' for no value; an unknown or malformed name
 * renders '' too and is reported through the render's register.
 */
export function createIconFilter(source: IconSource | undefined) {
  return function iconFilter(this: { context: Context }, value: unknown, ...args: unknown[]) {
    if (value === undefined || value === null || value === '') return ''
    const name = IconName.safeParse(value)
    const icon = name.success ? (source?.get(name.data) ?? null) : null
    if (!icon) {
      const register = this.context.getRegister(ICON_REGISTER) as IconRegister | undefined
      register?.onMissing?.(String(value).slice(0, 64))
      return ''
    }
    const named = new Map(args.filter(isNamed))
    const label = named.get('label')
    const extra = named.get('class')
    const classes = ['sw-icon', typeof extra === 'string' ? safeClassList(extra) : '']
      .filter(Boolean)
      .join(' ')
    const a11y =
      typeof label === 'string' && label
        ? ` role="img" aria-label="${escapeHtml(label)}"`
        : ' aria-hidden="true"'
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" class="${escapeHtml(classes)}" width="1em" height="1em"` +
      ` viewBox="0 0 ${icon.width} ${icon.height}" focusable="false"${a11y}>${icon.body}</svg>`
    )
  }
}
