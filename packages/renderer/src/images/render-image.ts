import {
  IMAGE_WIDTH_VALUES,
  MediaInputValue,
  imageUrl,
  type MediaFocus,
  placeholderUrl,
  type ImageFormat,
} from '@sitewerk/contracts'
import { escapeHtml, safeClassList } from '../html/escape.ts'
import {
  fallbackCandidate,
  imageCandidates,
  toSrcset,
  type ImageWidth,
} from './image-candidates.ts'

/**
 * Whether pictures offer an avif source before the webp `<img>`. Measured on this machine
 * (docs/decisions/007-image-pipeline.md): avif at quality 50, effort 2 is a third to half smaller
 * than webp at quality 80 for the same PSNR, for 1.4–3 times the encode time, paid once per variant.
 */
export const OFFER_AVIF = true

export interface ImageOptions {
  /** The `sizes` attribute: how wide the image is drawn. Default `100vw`. */
  sizes?: string
  /** Inside the page's first article: loaded at once with high priority (spec §9). */
  eager?: boolean
  /** A tiny blurred copy as the background until the image has loaded. */
  placeholder?: boolean
  /** Alternative text instead of the media file's own. */
  alt?: string
  /** Decoration only (a background, a poster behind a labelled link): alt is empty, whatever the file says. */
  decorative?: boolean
  /** Classes of the `<img>`. */
  className?: string
  /**
   * A fixed display width in CSS pixels, one of the pipeline widths: `1x, 2x` candidates instead
   * of widths (logos, thumbnails).
   */
  width?: ImageWidth
  /** Offer an avif `<source>`; default OFFER_AVIF. */
  avif?: boolean
}

const DEFAULT_SIZES = '100vw'
// A media condition list: lengths, calc(), comparisons. Anything else falls back to the default.
const SIZES = /^[a-z0-9\s().,:%+*/<>=-]{1,300}$/i

/** Is this one of the pipeline widths (a tenant's template may pass anything)? */
export const isImageWidth = (value: unknown): value is ImageWidth =>
  (IMAGE_WIDTH_VALUES as readonly unknown[]).includes(value)

/**
 * Responsive markup of a media value (spec §3 Media input value): `<img>` with src, srcset over the
 * pipeline widths up to the original's (never upscaled), sizes, width, height, escaped alt, lazy
 * unless eager (spec §9); wrapped in `<picture>` with an avif source when offered. Anything that is
 * not a media value renders as ''. SVG files are vectors: one address, no srcset, no placeholder.
 */
export function renderImage(value: unknown, options: ImageOptions = {}): string {
  // most sections have no background photo: a failed parse builds zod's issues, on every render
  if (typeof value !== 'object' || value === null) return ''
  const parsed = MediaInputValue.safeParse(value)
  if (!parsed.success) return ''
  const image = parsed.data
  const sizes = options.sizes && SIZES.test(options.sizes) ? options.sizes.trim() : DEFAULT_SIZES
  const alt = options.decorative ? '' : options.alt?.trim() ? options.alt : (image.alt ?? '')
  const isVector = /\.svg$/i.test(image.filename)
  const fixed = options.width !== undefined && isImageWidth(options.width) ? options.width : null

  const sources = (format: ImageFormat) => {
    if (isVector)
      return { src: imageUrl(image.id, 1024, 1, 'webp', image.version), srcset: null, sizes: null }
    if (fixed !== null) return fixedSources(image, fixed, format)
    const candidates = imageCandidates(image, format)
    return { src: fallbackCandidate(candidates).url, srcset: toSrcset(candidates), sizes }
  }
  const webp = sources('webp')
  const [width, height] = displaySize(image, fixed)
  const attributes = [
    options.className ? attribute('class', safeClassList(options.className)) : '',
    attribute('src', webp.src),
    webp.srcset ? attribute('srcset', webp.srcset) : '',
    webp.sizes ? attribute('sizes', webp.sizes) : '',
    width > 0 && height > 0 ? `${attribute('width', width)}${attribute('height', height)}` : '',
    attribute('alt', alt),
    options.eager ? ' loading="eager" fetchpriority="high"' : ' loading="lazy" decoding="async"',
  ].join('')
  const img = `<img${attributes}${style(image, options)}>`
  if (isVector || !(options.avif ?? OFFER_AVIF)) return img
  const avif = sources('avif')
  const source = `<source type="image/avif"${attribute('srcset', avif.srcset ?? avif.src)}${avif.sizes ? attribute('sizes', avif.sizes) : ''}>`
  return `<picture>${source}${img}</picture>`
}

/**
 * The `<img>`'s style: the blurred placeholder behind it, and the focal point as `object-position`,
 * which keeps that part of the picture in view wherever a box crops it (`object-fit: cover`): the
 * use's own, else the file's (decision 042).
 */
function style(image: MediaInputValue, options: ImageOptions): string {
  const focus = image.focus ?? image.fileFocus
  const rules = [
    options.placeholder && hasOpaquePlaceholder(image.filename)
      ? `background:center/cover no-repeat url(${placeholderUrl(image.id, image.version)})`
      : '',
    focus ? `object-position:${focusPosition(focus)}` : '',
  ].filter(Boolean)
  return rules.length ? attribute('style', rules.join(';')) : ''
}

/** A focal point as a CSS position (`30% 70%`); rounded, so the markup stays short. */
export const focusPosition = (focus: MediaFocus) =>
  `${Math.round(focus.x * 10) / 10}% ${Math.round(focus.y * 10) / 10}%`

/** `url 1x, url 2x` of a fixed display width; the 2x only when the original has more pixels. */
function fixedSources(image: MediaInputValue, width: ImageWidth, format: ImageFormat) {
  const src = imageUrl(image.id, width, 1, format, image.version)
  const hasMore = image.width === 0 || image.width > width
  const srcset = hasMore
    ? `${src} 1x, ${imageUrl(image.id, width, 2, format, image.version)} 2x`
    : `${src} 1x`
  return { src, srcset, sizes: null }
}

/** width/height attributes: the original's, or scaled to a fixed display width (never above it). */
function displaySize(image: MediaInputValue, fixed: ImageWidth | null): [number, number] {
  if (fixed === null || image.width <= fixed) return [image.width, image.height]
  return [fixed, Math.round((image.height * fixed) / image.width)]
}

// A blurred background shows through transparent pixels; only formats that are usually opaque.
const hasOpaquePlaceholder = (filename: string) => /\.(jpe?g|webp)$/i.test(filename)

const attribute = (name: string, value: string | number) => ` ${name}="${escapeHtml(value)}"`
