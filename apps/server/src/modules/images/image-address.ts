import {
  SHARE_CROP,
  IMAGE_DENSITIES,
  IMAGE_WIDTH_VALUES,
  type ImageFormat,
} from '@sitewerk/contracts'

export type ImageVariant =
  | { kind: 'resize'; width: number; density: number; format: ImageFormat }
  | { kind: 'placeholder' }
  /** A fixed size cut around the file's focal point (the share crop, decision 042). */
  | { kind: 'crop'; width: number; height: number }

/**
 * A parsed transform address: `/media/img/{id}/{width}w{density}x.{format}`, `…/placeholder.webp`
 * or `…/share.webp`.
 */
export interface ImageAddress {
  fileId: number
  variant: ImageVariant
  /** The last path segment as it is stored under the file's derived folder. */
  name: string
}

const ADDRESS =
  /^\/media\/img\/([1-9]\d{0,9})\/(?:([1-9]\d{2,3})w(\d)x\.(webp|avif)|placeholder\.webp|(share)\.webp)$/
const MAX_ID = 2_147_483_647

/**
 * The address a visitor asked for, or null for anything that is not exactly one of the spec §9
 * widths × densities × formats, or the placeholder. Nothing else is ever transformed.
 */
export function parseImageAddress(path: string): ImageAddress | null {
  const match = ADDRESS.exec(path)
  if (!match) return null
  const fileId = Number(match[1])
  if (fileId > MAX_ID) return null
  if (match[5] === 'share')
    return { fileId, variant: { kind: 'crop', ...SHARE_CROP }, name: 'share.webp' }
  if (match[2] === undefined)
    return { fileId, variant: { kind: 'placeholder' }, name: 'placeholder.webp' }
  const width = Number(match[2])
  const density = Number(match[3])
  const format = match[4] as ImageFormat
  if (!(IMAGE_WIDTH_VALUES as readonly number[]).includes(width)) return null
  if (!(IMAGE_DENSITIES as readonly number[]).includes(density)) return null
  return {
    fileId,
    variant: { kind: 'resize', width, density, format },
    name: `${width}w${density}x.${format}`,
  }
}
