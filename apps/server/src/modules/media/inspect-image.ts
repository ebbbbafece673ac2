import type Sharp from 'sharp'
import { onFirstUse } from '../../lib/on-first-use.ts'
import type { MediaMimeType } from '@sitewerk/contracts'
import { sanitizeSvg, SvgRejectedError } from './svg-sanitizer.ts'

const loadSharp = onFirstUse<typeof Sharp>('sharp')

/** Why an upload's bytes were refused: the key of the message under `media.` in the i18n files. */
export type ImageProblem =
  'file_type' | 'file_corrupt' | 'file_too_many_pixels' | 'svg_unsafe' | 'svg_too_complex'

export class ImageRejectedError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem)
  }
}

/** What the bytes are, decided from the content alone; `body` is what gets stored. */
export interface InspectedImage {
  mimeType: MediaMimeType
  extension: 'jpg' | 'png' | 'webp' | 'svg'
  width: number
  height: number
  body: Buffer
}

const RASTER = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
} as const

/** The raster format by its magic bytes, or null. */
function sniffRaster(bytes: Buffer): keyof typeof RASTER | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp'
  return null
}

/** UTF-8 text (a BOM is dropped) that starts like XML after white space, or null. */
function svgText(bytes: Buffer): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null // not UTF-8: binary
  }
  return /^\s*</.test(text) && !text.includes('\u0000') ? text : null
}

async function inspectRaster(
  bytes: Buffer,
  format: keyof typeof RASTER,
  maxPixels: number,
): Promise<InspectedImage> {
  // The header first: a pixel flood is refused before a single pixel is decoded.
  let meta: Sharp.Metadata
  try {
    meta = await loadSharp()(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new ImageRejectedError('file_corrupt')
  }
  if (meta.format !== format || !meta.width || !meta.height)
    throw new ImageRejectedError('file_corrupt')
  if (meta.width * meta.height * (meta.pages ?? 1) > maxPixels)
    throw new ImageRejectedError('file_too_many_pixels')
  try {
    // A full decode: a truncated or damaged file fails here, not later in the image pipeline.
    await loadSharp()(bytes, { limitInputPixels: maxPixels, failOn: 'error', pages: -1 }).stats()
  } catch {
    throw new ImageRejectedError('file_corrupt')
  }
  // EXIF orientation 5-8 turns the picture: width and height as a browser shows it.
  const shown = meta.autoOrient ?? { width: meta.width, height: meta.height }
  return { ...RASTER[format], width: shown.width, height: shown.height, body: bytes }
}

/**
 * Decides the type of uploaded bytes from their content: JPEG, PNG and WebP by magic bytes and a
 * full decode within `maxPixels`; SVG by parsing, returned cleaned (svg-sanitizer.ts), its size
 * (width and height, else the viewBox) within `maxPixels` as well.
 */
export async function inspectImage(bytes: Buffer, maxPixels: number): Promise<InspectedImage> {
  const format = sniffRaster(bytes)
  if (format) return inspectRaster(bytes, format, maxPixels)
  const text = svgText(bytes)
  if (text === null) throw new ImageRejectedError('file_type')
  let cleaned: ReturnType<typeof sanitizeSvg>
  try {
    cleaned = sanitizeSvg(text)
  } catch (error) {
    if (error instanceof SvgRejectedError) throw new ImageRejectedError(error.problem)
    throw error
  }
  const { svg, width, height } = cleaned
  if (width * height > maxPixels) throw new ImageRejectedError('file_too_many_pixels')
  return {
    mimeType: 'image/svg+xml',
    extension: 'svg',
    width,
    height,
    body: Buffer.from(svg, 'utf8'),
  }
}
