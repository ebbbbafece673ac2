import type Sharp from 'sharp'
import { createLoadingCache } from '../../lib/loading-cache.ts'
import { onFirstUse } from '../../lib/on-first-use.ts'
import { escapeHtml } from '@sitewerk/renderer'

const loadSharp = onFirstUse<typeof Sharp>('sharp')

/**
 * spec §1: the default share image, a 1200x630 JPEG. Drawn per site from its title, so links to a
 * site without an image of its own still look like that site.
 */
export async function renderShareImage(title: string): Promise<Buffer> {
  const text = escapeHtml(title.length > 40 ? `${title.slice(0, 39)}…` : title)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<rect width="1200" height="630" fill="#1f2937"/><rect y="560" width="1200" height="70" fill="#e6007e"/>
<text x="80" y="330" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${text}</text>
</svg>`
  return loadSharp()(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

/**
 * The default share images by site title, drawn once each and kept, at most `maxBytes` of JPEG,
 * the least recently asked let go first (decision 064): a title that changed is asked no more.
 */
export function createShareImages({
  maxBytes,
  render = renderShareImage,
}: {
  maxBytes: number
  render?: (title: string) => Promise<Buffer>
}) {
  const images = createLoadingCache<Buffer>({
    maxSize: maxBytes,
    sizeOf: (jpeg) => jpeg.length + 200,
  })
  return {
    of: (title: string) => images.load(title, () => render(title)),
    /** The bytes kept, never more than `maxBytes`. */
    get bytes() {
      return images.size
    },
  }
}
