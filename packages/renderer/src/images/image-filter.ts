import type { Context } from 'liquidjs'
import { isImageWidth, renderImage } from './render-image.ts'

/** The render register that tells the filter where the block is (set per block by renderPage). */
export const IMAGE_REGISTER = 'sitewerk:image'
export interface ImageRegister {
  /** The block is in the page's first article: its images load eagerly (spec §9). */
  eager: boolean
}

type NamedArgument = [string, unknown]
const isNamed = (arg: unknown): arg is NamedArgument =>
  Array.isArray(arg) && arg.length === 2 && typeof arg[0] === 'string'

/**
 * `{{ data.image | image }}`, `{{ data.image | image: '(min-width: 1080px) 50vw, 100vw' }}`, with
 * named options `alt: 'Text'`, `class: 'card__img'`, `placeholder: true`, `decorative: true` (empty
 * alt, whatever the file says) and `width: 320` (a fixed display width, 1x/2x). Returns safe HTML
 * (the filter is `raw`), or '' for anything that is not a media value. Eager or lazy comes from the render, not from the template.
 */
export function imageFilter(this: { context: Context }, value: unknown, ...args: unknown[]) {
  const sizes = args.find((a) => typeof a === 'string')
  const named = new Map(args.filter(isNamed))
  const register = this.context.getRegister(IMAGE_REGISTER) as ImageRegister | undefined
  const text = (key: string) => {
    const v = named.get(key)
    return typeof v === 'string' ? v : undefined
  }
  const width = Number(named.get('width'))
  return renderImage(value, {
    ...(typeof sizes === 'string' ? { sizes } : {}),
    eager: register?.eager === true,
    placeholder: named.get('placeholder') === true,
    decorative: named.get('decorative') === true,
    ...(text('alt') !== undefined ? { alt: text('alt')! } : {}),
    ...(text('class') !== undefined ? { className: text('class')! } : {}),
    ...(isImageWidth(width) ? { width } : {}),
  })
}
