import type { FastifyBaseLogger } from 'fastify'
import { createLoadingCache } from '../../lib/loading-cache.ts'
import type { Storage } from '../../lib/storage/storage.ts'
import { derivedPrefix } from '../media/index.ts'
import { readSiteSettings } from '../sites/index.ts'
import { DEFAULT_ICON_SVG, DEFAULT_ICON_VERSION } from './default-icon.ts'
import {
  RENDERED_ICON_PATHS,
  renderIcons,
  type RenderedIcons,
  type IconPath,
} from './icon-rendering.ts'
import { IconMakerBusyError, type IconMaker } from './icon-maker.ts'
import type { SiteAssetHandler } from './routes.ts'

export const ICON_PATHS = ['/manifest.webmanifest', ...RENDERED_ICON_PATHS]

/** Browsers ask for the favicon on every visit: a day fresh, then revalidated by its ETag. */
const ICON_CACHE_CONTROL = 'public, max-age=86400'

/**
 * The default icon at the address a page links (`?v=` of its rendering): those bytes never change,
 * so the browser keeps them for a year. A media file's content may be replaced under its id
 * (decision 042), so a favicon's addresses keep the day above.
 */
const DEFAULT_ICON_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * How long a visitor's request waits for icons being rendered: the maker's time limit (5 s) and a
 * worker's start on a busy machine. A real logo's icons take a few dozen milliseconds; past the
 * wait (a long queue) the visitor gets the default icon, not to be stored, while the render goes on.
 */
const VISITOR_WAIT_MS = 8000

/** Stored beside a favicon's icons when its source cannot be rendered (within the time limit); the
 * stored file's name stays as it was. */
const UNRENDERABLE_FILE = 'not-drawable.txt'

const iconFolder = (organizationId: number, fileId: number) =>
  `${derivedPrefix(organizationId, fileId)}/icons`

const CONTENT_TYPES: Record<IconPath, string> = {
  '/favicon.ico': 'image/x-icon',
  '/icon-192.png': 'image/png',
  '/icon-512.png': 'image/png',
  '/apple-touch-icon.png': 'image/png',
}

export interface SiteIconsDeps {
  /** The bytes of the organisation's media file, why they may not be rendered, or null. */
  readFile: (
    organizationId: number,
    fileId: number,
  ) => Promise<{ body: Buffer } | { refused: string } | null>
  /** The colour browsers tint their interface with: the site theme's highlight. */
  themeColorOf: (site: { organizationId: number; themeId: number | null }) => Promise<string>
  /** Where a favicon's icons are stored once rendered: among the file's derived images. */
  storage: Pick<Storage, 'get' | 'put' | 'exists'>
  /** Renders a favicon source's icons away from the server's process, within a time limit. */
  maker: Pick<IconMaker, 'make'>
  log: FastifyBaseLogger
  /** Bytes of drawn icons kept in memory (a share of MEMORY_BUDGET_MB); storage keeps them all. */
  maxBytes: number
}

/** A favicon's four images, or the note that it cannot be drawn. */
const iconsSize = (icons: RenderedIcons | null) =>
  200 + (icons ? Object.values(icons).reduce((sum, image) => sum + image.length, 0) : 0)

/**
 * `/favicon.ico`, `/apple-touch-icon.png`, `/icon-192.png`, `/icon-512.png` and
 * `/manifest.webmanifest` of a site, all derived from its favicon source (decision 017). A media
 * file's bytes never change under its id, so derived icons are kept by file id: choosing another
 * favicon changes the id and with it every answer and ETag. Without a favicon they are rendered from
 * the neutral default icon (issue #18: no 404 for the browser's or a crawler's `/favicon.ico`).
 *
 * A visitor's request never renders (decision 054): a favicon's icons are rendered once, by the icon
 * maker within its time limit, and stored; a source that cannot be rendered is recorded
 * there too, and its site shows the default icon.
 */
export function createSiteIcons({
  readFile,
  themeColorOf,
  storage,
  maker,
  log,
  maxBytes,
}: SiteIconsDeps): SiteAssetHandler {
  // By favicon file id, the least recently asked let go first (decision 064).
  const derived = createLoadingCache<RenderedIcons | null>({ maxSize: maxBytes, sizeOf: iconsSize })
  // Our own icon, rendered here: it is what every other answer falls back to.
  let defaultIcons: Promise<RenderedIcons> | null = null
  const theDefault = () => {
    if (!defaultIcons) {
      defaultIcons = renderIcons(DEFAULT_ICON_SVG)
      defaultIcons.catch(() => (defaultIcons = null))
    }
    return defaultIcons
  }

  /** The icons rendered from a favicon file: from storage, else rendered once; null if it cannot be. */
  const iconsOf = (organizationId: number, fileId: number) =>
    derived.load(String(fileId), async () => {
      const folder = iconFolder(organizationId, fileId)
      if (await storage.exists(`${folder}/${UNRENDERABLE_FILE}`)) return null
      const stored = await Promise.all(RENDERED_ICON_PATHS.map((p) => storage.get(folder + p)))
      if (stored.every((body) => body !== null))
        return Object.fromEntries(
          RENDERED_ICON_PATHS.map((p, i) => [p, stored[i]!]),
        ) as RenderedIcons
      const source = await readFile(organizationId, fileId)
      if (!source) return null
      let icons: RenderedIcons
      try {
        if ('refused' in source) throw new Error(`not rendered: ${source.refused}`)
        icons = await maker.make(source.body)
      } catch (err) {
        if (err instanceof IconMakerBusyError) throw err // not the source's fault: later
        log.warn(
          { err, organizationId, fileId },
          'favicon not drawable: its site shows the default icon',
        )
        await storage.put(`${folder}/${UNRENDERABLE_FILE}`, Buffer.from(String(err)), 'text/plain')
        return null
      }
      await Promise.all(
        RENDERED_ICON_PATHS.map((p) => storage.put(folder + p, icons[p], CONTENT_TYPES[p])),
      )
      return icons
    })

  /** The favicon's icons if ready within the visitor's wait; 'later' while still being rendered. */
  const readyIconsOf = async (organizationId: number, fileId: number) => {
    let timer: NodeJS.Timeout | undefined
    const later = new Promise<'later'>((resolve) => {
      timer = setTimeout(() => resolve('later'), VISITOR_WAIT_MS)
    })
    try {
      return await Promise.race([iconsOf(organizationId, fileId), later])
    } catch (err) {
      log.warn({ err, organizationId, fileId }, 'favicon icons not ready: the default icon for now')
      return 'later'
    } finally {
      clearTimeout(timer)
    }
  }

  return async ({ path, site, ifNoneMatch, version: asked }) => {
    if (!ICON_PATHS.includes(path)) return null
    const fileId = site.faviconFileId
    const version = fileId === null ? DEFAULT_ICON_VERSION : String(fileId)
    let body: Buffer | string
    let type: string
    let tag: string | null
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
      const icons = fileId === null ? null : await readyIconsOf(site.organizationId, fileId)
      const iconPath = path as IconPath
      body = (icons && icons !== 'later' ? icons : await theDefault())[iconPath]
      type = CONTENT_TYPES[iconPath]
      // Being rendered: the default icon for now, asked again next time.
      tag = icons === 'later' ? null : `"${fileId === null ? version : `f${fileId}`}"`
    }
    if (tag === null)
      return { status: 200, headers: { 'content-type': type, 'cache-control': 'no-cache' }, body }
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
