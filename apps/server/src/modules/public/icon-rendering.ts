import type Sharp from 'sharp'
import { onFirstUse } from '../../lib/on-first-use.ts'

const loadSharp = onFirstUse<typeof Sharp>('sharp')

/** The PNG sizes inside `/favicon.ico`: tabs, taskbars and shortcuts pick from these. */
export const ICO_SIZES = [16, 32, 48] as const

/** The addresses a site host answers with a PNG of its favicon source, and how each is made. */
export const PNG_ICONS = {
  '/icon-192.png': { size: 192 },
  '/icon-512.png': { size: 512 },
  // iOS draws transparency black: the home-screen icon gets a white ground.
  '/apple-touch-icon.png': { size: 180, opaque: true },
} as const satisfies Record<string, { size: number; opaque?: boolean }>

export type IconPath = '/favicon.ico' | keyof typeof PNG_ICONS
export const RENDERED_ICON_PATHS = ['/favicon.ico', ...Object.keys(PNG_ICONS)] as IconPath[]

/** Every icon of one source, by the address it is served at. */
export type RenderedIcons = Record<IconPath, Buffer>

/** Pixels a source may have when decoded (a bitmap) or rendered (an SVG, at the icon's size). */
const MAX_INPUT_PIXELS = 50_000_000

/**
 * A square PNG of `size` pixels: the picture is fitted inside, the rest transparent (or white).
 * An SVG is rendered at the icon's size (its longest side `size` pixels), not scaled from a bitmap
 * of its own size: crisp at 16 pixels, and never more pixels than the icon, whatever the SVG
 * declares (decision 054).
 */
export async function squareIcon(
  source: Buffer,
  size: number,
  opaque = false,
  vector: { width: number; height: number } | null = null,
): Promise<Buffer> {
  const background = opaque ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 }
  // sharp reads an SVG at 72 dpi as its width and height in pixels; 1..100000 is what it takes.
  const density = vector
    ? Math.min(100_000, Math.max(1, (72 * size) / Math.max(vector.width, vector.height)))
    : undefined
  let image = loadSharp()(source, {
    limitInputPixels: MAX_INPUT_PIXELS,
    ...(density ? { density } : {}),
  }).resize(size, size, { fit: 'contain', background })
  if (opaque) image = image.flatten({ background })
  return image.png().toBuffer()
}

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every current browser):
 * a 6-byte header, a 16-byte entry per image, then the PNGs.
 */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1: icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt8(0, entry + 2) // no palette
    header.writeUInt8(0, entry + 3)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((i) => i.png)])
}

/**
 * Every icon of a favicon source (any image sharp reads); rejects when it cannot be rendered. One
 * at a time: the icon worker runs this for one site, and a site's icons need not race each other.
 */
export async function renderIcons(source: Buffer): Promise<RenderedIcons> {
  const meta = await loadSharp()(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  const vector =
    meta.format === 'svg' && meta.width && meta.height
      ? { width: meta.width, height: meta.height }
      : null
  const images = []
  for (const size of ICO_SIZES)
    images.push({ size, png: await squareIcon(source, size, false, vector) })
  const icons: Partial<RenderedIcons> = { '/favicon.ico': encodeIco(images) }
  const pngs = Object.entries(PNG_ICONS) as [IconPath, { size: number; opaque?: boolean }][]
  for (const [path, { size, opaque }] of pngs)
    icons[path] = await squareIcon(source, size, opaque, vector)
  return icons as RenderedIcons
}
