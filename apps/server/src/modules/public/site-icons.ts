import type Sharp from 'sharp'
import { onFirstUse } from '../../lib/on-first-use.ts'
import { readSiteSettings } from '../sites/settings-service.ts'
import { DEFAULT_ICON_SVG, DEFAULT_ICON_VERSION } from './default-icon.ts'
import type { SiteAsset, SiteAssetHandler } from './routes.ts'

const loadSharp = onFirstUse<typeof Sharp>('sharp')

/** The PNG sizes inside `/favicon.ico`: tabs, taskbars and shortcuts pick from these. */
export const ICO_SIZES = [16, 32, 48] as const

/** The addresses a site host answers from its favicon source, and how each is made. */
const ICONS: Record<string, { size: number; opaque?: boolean }> = {
  '/icon-192.png': { size: 192 },
  '/icon-512.png': { size: 512 },
  // iOS draws transparency black: the home-screen icon gets a white ground.
  '/apple-touch-icon.png': { size: 180, opaque: true },
}

export const ICON_PATHS = ['/favicon.ico', '/manifest.webmanifest', ...Object.keys(ICONS)]

/** Browsers ask for the favicon on every visit: a day fresh, then revalidated by its ETag. */
const ICON_CACHE_CONTROL = 'public, max-age=86400'

/**
 * The default icon at the address a page links (`?v=` of its drawing): those bytes never change,
 * so the browser keeps them for a year. A media file's content may be replaced under its id
 * (decision 042), so a favicon's addresses keep the day above.
 */
const DEFAULT_ICON_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** How many derived icons stay in memory (a few per site with a favicon). */
const MAX_CACHED = 300

/**
 * A square PNG of `size` pixels from any image sharp reads (SVG drawn at the size, not scaled up
 * from a small bitmap): the picture is fitted inside, the rest transparent (or white).
 */
export async function squareIcon(source: Buffer, size: number, opaque = false): Promise<Buffer> {
  const background = opaque ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 }
  let image = loadSharp()(source, { density: 300, limitInputPixels: 50_000_000 }).resize(
    size,
    size,
    {
      fit: 'contain',
      background,
    },
  )
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

export interface SiteIconsDeps {
  /** The bytes of the organisation's media file, or null. */
  readFile: (organizationId: number, fileId: number) => Promise<{ body: Buffer } | null>
  /** The colour browsers tint their interface with: the site theme's highlight. */
  themeColorOf: (site: { organizationId: number; themeId: number | null }) => Promise<string>
}

/**
 * `/favicon.ico`, `/apple-touch-icon.png`, `/icon-192.png`, `/icon-512.png` and
 * `/manifest.webmanifest` of a site, all derived from its favicon source (decision 017). A media
 * file's bytes never change under its id, so derived icons are kept by file id: choosing another
 * favicon changes the id and with it every answer and ETag. Without a favicon they are drawn from
 * the neutral default icon (issue #18: no 404 for the browser's or a crawler's `/favicon.ico`).
 */
export function createSiteIcons({ readFile, themeColorOf }: SiteIconsDeps): SiteAssetHandler {
  const derived = new Map<string, Promise<Buffer | null>>()

  const remember = (key: string, make: () => Promise<Buffer | null>) => {
    let value = derived.get(key)
    if (!value) {
      if (derived.size >= MAX_CACHED) derived.delete(derived.keys().next().value!)
      derived.set(key, (value = make()))
      value.catch(() => derived.delete(key))
    }
    return value
  }

  /** The icon `name` drawn from `source`, kept under `key` (the file id, or the default's version). */
  const iconOf = (key: string, name: string, source: () => Promise<Buffer | null>) =>
    remember(`${key}:${name}`, async () => {
      const body = await source()
      if (!body) return null
      try {
        if (name === '/favicon.ico') {
          const images = await Promise.all(
            ICO_SIZES.map(async (size) => ({ size, png: await squareIcon(body, size) })),
          )
          return encodeIco(images)
        }
        const { size, opaque } = ICONS[name]!
        return await squareIcon(body, size, opaque)
      } catch {
        // A source sharp cannot draw (a file that is no image) has no icons: 404, not 500.
        return null
      }
    })

  const notFound: SiteAsset = {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
    body: 'Not Found',
  }

  return async ({ path, site, ifNoneMatch, version: asked }) => {
    if (!ICON_PATHS.includes(path)) return null
    const fileId = site.faviconFileId
    const version = fileId === null ? DEFAULT_ICON_VERSION : String(fileId)
    let body: Buffer | string | null
    let type: string
    let tag: string
    if (path === '/manifest.webmanifest') {
      const settings = readSiteSettings(site.settings)
      const themeColor = await themeColorOf(site)
      body = JSON.stringify({
        name: settings.contact.name || site.title,
        short_name: site.title,
        lang: settings.language,
        start_url: '/',
        display: 'browser',
        theme_color: themeColor,
        background_color: '#ffffff',
        icons: [192, 512].map((size) => ({
          src: `/icon-${size}.png?v=${version}`,
          sizes: `${size}x${size}`,
          type: 'image/png',
        })),
      })
      type = 'application/manifest+json; charset=utf-8'
      tag = `"m${version}-${site.updatedAt.getTime()}"`
    } else {
      body = await iconOf(version, path, async () =>
        fileId === null
          ? DEFAULT_ICON_SVG
          : ((await readFile(site.organizationId, fileId))?.body ?? null),
      )
      type = path === '/favicon.ico' ? 'image/x-icon' : 'image/png'
      tag = `"${fileId === null ? version : `f${fileId}`}"`
    }
    if (body === null) return notFound
    const lasting = fileId === null && asked === version && path !== '/manifest.webmanifest'
    const headers = {
      etag: tag,
      'cache-control': lasting ? DEFAULT_ICON_CACHE_CONTROL : ICON_CACHE_CONTROL,
    }
    if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === tag))
      return { status: 304, headers }
    return { status: 200, headers: { ...headers, 'content-type': type }, body }
  }
}
