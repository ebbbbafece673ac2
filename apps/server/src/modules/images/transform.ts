import type Sharp from 'sharp'
import { onFirstUse } from '../../lib/on-first-use.ts'
import { IMAGE_PLACEHOLDER } from '@sitewerk/contracts'
import type { ImageVariant } from './image-address.ts'

const loadSharp = onFirstUse<typeof Sharp>('sharp')

/** Quality settings of decision 007 (measured: docs/decisions/007-image-pipeline.md). */
export const ENCODING = {
  webp: { quality: 80 },
  avif: { quality: 50, effort: 2 },
  /** Pixels across of the blurred placeholder (spec §9: quality 10, blur 3). */
  placeholderWidth: 32,
} as const

export const CONTENT_TYPES = {
  webp: 'image/webp',
  avif: 'image/avif',
} as const

/** A focal point in percent from the left and the top (decision 042). */
export interface Focus {
  x: number
  y: number
}
export const CENTRE: Focus = { x: 50, y: 50 }

export interface ImageTransformer {
  /**
   * Encodes one variant of an original; rejects when the original does not decode. A crop keeps
   * `focus` (default the centre) as near its middle as the picture's edges allow.
   */
  transform(original: Buffer, variant: ImageVariant, focus?: Focus): Promise<Buffer>
}

/**
 * The largest region of a `width`×`height` picture with the aspect of `target`, placed so that the
 * focal point is in its middle, moved inwards where it would leave the picture.
 */
export function focalRegion(
  width: number,
  height: number,
  target: { width: number; height: number },
  focus: Focus,
) {
  const aspect = target.width / target.height
  const cropWidth = Math.min(width, Math.round(height * aspect))
  const cropHeight = Math.min(height, Math.round(width / aspect))
  const place = (size: number, crop: number, percent: number) =>
    Math.min(size - crop, Math.max(0, Math.round((percent / 100) * size - crop / 2)))
  return {
    left: place(width, cropWidth, focus.x),
    top: place(height, cropHeight, focus.y),
    width: cropWidth,
    height: cropHeight,
  }
}

/**
 * sharp on libuv's threads, at most `concurrency` images at a time, so a burst of first requests
 * neither starves the event loop's other work of threads nor holds dozens of decoded originals.
 */
export function createImageTransformer({
  maxPixels,
  concurrency,
}: {
  maxPixels: number
  concurrency: number
}): ImageTransformer {
  const limit = createSemaphore(concurrency)
  return {
    transform: (original, variant, focus = CENTRE) =>
      limit(async () => {
        // failOn 'error': a camera's harmless warnings pass, broken or truncated data does not.
        // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
        const image = loadSharp()(original, {
          limitInputPixels: maxPixels,
          failOn: 'error',
        }).rotate()
        if (variant.kind === 'placeholder') {
          return image
            .resize({ width: ENCODING.placeholderWidth, withoutEnlargement: true })
            .blur(IMAGE_PLACEHOLDER.blur)
            .webp({ quality: IMAGE_PLACEHOLDER.quality })
            .toBuffer()
        }
        if (variant.kind === 'crop') {
          // The picture as it is shown (turned by its EXIF orientation), then the region around
          // the focal point, scaled to the crop's size.
          const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
          const { width, height, channels } = info
          return loadSharp()(data, { raw: { width, height, channels } })
            .extract(focalRegion(width, height, variant, focus))
            .resize({ width: variant.width, height: variant.height, fit: 'fill' })
            .webp(ENCODING.webp)
            .toBuffer()
        }
        // Never upscale: an original narrower than the address answers at its own width.
        const resized = image.resize({
          width: variant.width * variant.density,
          withoutEnlargement: true,
        })
        return variant.format === 'avif'
          ? resized.avif(ENCODING.avif).toBuffer()
          : resized.webp(ENCODING.webp).toBuffer()
      }),
  }
}

/** At most `size` tasks at a time; the others wait in order. */
export function createSemaphore(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next in line, so no newcomer slips in between.
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
