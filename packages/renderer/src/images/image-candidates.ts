import {
  IMAGE_WIDTH_VALUES,
  imageUrl,
  type ImageFormat,
  type MediaInputValue,
} from '@sitewerk/contracts'

export type ImageWidth = (typeof IMAGE_WIDTH_VALUES)[number]

/** One srcset entry: the address of a pipeline width and the pixels it really has. */
export interface ImageCandidate {
  /** The pipeline width in the address (spec §9). */
  width: ImageWidth
  /** What the server answers: the pipeline width, or the original's width when that is smaller. */
  pixels: number
  url: string
}

/** Widths ascending: IMAGE_WIDTHS is written in order, but the srcset must not depend on it. */
const WIDTHS = [...IMAGE_WIDTH_VALUES].sort((a, b) => a - b)

/**
 * The srcset candidates of an image at density 1: every pipeline width below the original's, and
 * the first width at or above it, which the server answers at the original's width (it never
 * upscales, decision 007). So no two candidates have the same pixels and none is a blown-up copy.
 * An original of unknown width (0) gets every width.
 */
export function imageCandidates(
  image: Pick<MediaInputValue, 'id' | 'width' | 'version'>,
  format: ImageFormat = 'webp',
): ImageCandidate[] {
  const original = image.width > 0 ? image.width : Infinity
  const candidates: ImageCandidate[] = []
  for (const width of WIDTHS) {
    candidates.push({
      width,
      pixels: Math.min(width, original),
      url: imageUrl(image.id, width, 1, format, image.version),
    })
    if (width >= original) break
  }
  return candidates
}

/** `url 320w, url 640w, …` over the candidates, each described by its real pixel width. */
export const toSrcset = (candidates: readonly ImageCandidate[]) =>
  candidates.map((c) => `${c.url} ${c.pixels}w`).join(', ')

/** The `src` fallback: the 1024 width (spec §9 lg), or the largest candidate of a smaller original. */
export function fallbackCandidate(candidates: readonly ImageCandidate[]): ImageCandidate {
  return candidates.find((c) => c.width === 1024) ?? candidates[candidates.length - 1]!
}
