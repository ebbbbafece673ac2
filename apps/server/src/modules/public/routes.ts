import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { QueueFullError } from '../../lib/fair-queue.ts'
import { FONT_CACHE_CONTROL, type FontLibrary } from '../fonts/library.ts'
import { sendImage } from '../images/reply.ts'
import type { ImageService } from '../images/service.ts'
import type { FontsService } from '../fonts/service.ts'
import type { HostMatch } from '../sites/host-resolver.ts'
import type { FormIsland } from './form-island.ts'
import { notFoundDocument } from './not-found.ts'
import type { CachedPage, PageCache } from './page-cache.ts'
import { chooseEncoding, PackedDocument, type Representation } from './packed-document.ts'
import type { PageRow } from '../pages/mappers.ts'
import type { PublicRepository } from './repository.ts'
import { isBackOfficeHost, isPublicFormPath, pageUrlOf } from './request-path.ts'
import { renderShareImage } from './share-image.ts'
import { readSiteSettings } from '../sites/settings-service.ts'
import { SUSPENDED_RETRY_AFTER_SECONDS, suspendedDocument } from './suspended-page.ts'
import type { RenderedDocument, Sending, SiteRenderer } from './site-renderer.ts'
import type { PublicRedirect } from './site-data.ts'

/** A file another module serves on site hosts (media originals, derived images). */
export interface SiteAsset {
  status: number
  headers: Record<string, string>
  body?: Buffer | string
}
/** Answers the paths it owns (null for any other) for the site of the request's host. */
export type SiteAssetHandler = (request: {
  path: string
  site: HostMatch['site']
  ifNoneMatch: string | undefined
  /** The address's `?v=`: a page links versioned addresses of what may change. */
  version: string | undefined
}) => Promise<SiteAsset | null>

export interface PublicSitesOptions {
  appUrl: string
  resolveHost: (
    host: string,
  ) => Promise<{ match: HostMatch; siteUrl: string; suspended?: boolean } | null>
  renderer: SiteRenderer
  cache: PageCache
  repo: PublicRepository
  library: FontLibrary
  fonts: FontsService
  /** Tried in order before robots, sitemap and pages. */
  assets?: SiteAssetHandler[]
  images: Pick<ImageService, 'forSite'>
  /** The site's redirect away from a page address without a published page (decision 036). */
  redirectOf: (siteId: number, url: string) => Promise<PublicRedirect | null>
  /** A visitor was sent on by this redirect (counted in batches). */
  onRedirect: (redirectId: number) => void
  /** The public form's script (decision 024), at its content-named address. */
  formIsland: FormIsland
  /**
   * A published page went out without some blocks: tell its organisation (the bell). Resolves
   * false when they were told of the same blocks of that page a moment ago.
   */
  onLostBlocks?: (lost: {
    site: HostMatch['site']
    pageUrl: string
    lostBlocks: RenderedDocument['lostBlocks']
  }) => Promise<boolean>
  /** Where preview links point (issue #15), and the page a link's token opens on this site, if any. */
  preview: {
    path: string
    pageOf: (token: string, site: HostMatch['site']) => Promise<PageRow | null>
  }
}

/**
 * The page cache key of a site's not-found page: no page URL contains '#' (request-path.ts), so
 * every unknown address of a site shares this one entry and random paths cannot fill the cache.
 */
const NOT_FOUND_KEY = '#404'

// Tenants' pages run their own inline scripts and styles; they live on their own host, so this
// policy protects visitors without touching the back office (ARCHITECTURE "Hosts").
const SITE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-src https:; object-src 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

/**
 * Everything a site host serves: public pages, their stylesheet, share image, sitemap and robots.
 * Registered before the back office's session and cookies, so site hosts neither set nor read them.
 */
export function registerPublicSites(app: FastifyInstance, opts: PublicSitesOptions) {
  const { appUrl, resolveHost, renderer, cache, repo, library, fonts, assets = [], images } = opts
  const { formIsland, preview, onLostBlocks, redirectOf, onRedirect } = opts
  const appHostname = new URL(appUrl).hostname
  const shareImages = new Map<string, Buffer>()

  const send = (
    reply: FastifyReply,
    status: number,
    type: string,
    body: string | Buffer,
    extra: Record<string, string> = {},
  ) =>
    reply
      .status(status)
      .headers({ ...SITE_HEADERS, 'content-type': type, ...extra })
      .send(body)

  /** Sends one representation made in advance (a cache hit builds no header object). */
  const sendRepresentation = (reply: FastifyReply, status: number, chosen: Representation) =>
    reply.status(status).headers(chosen.headers).send(chosen.body)

  /** Sends `document` as the request's Accept-Encoding asks, compressing it on the first ask. */
  async function sendDocument(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    document: PackedDocument,
  ) {
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    return sendRepresentation(
      reply,
      status,
      document.ready(encoding) ?? (await document.represent(encoding)),
    )
  }

  function sendPage(req: FastifyRequest, reply: FastifyReply, entry: CachedPage) {
    const ifNoneMatch = req.headers['if-none-match']
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => entry.etags.has(tag.trim()))) {
      const headers = entry.html.headersOf(chooseEncoding(req.headers['accept-encoding']))
      return reply.status(304).headers({ etag: headers.etag!, vary: 'accept-encoding' }).send()
    }
    return sendDocument(req, reply, entry.status, entry.html)
  }

  /**
   * A rendered page ready to send (issue #18): html and stylesheet with their headers; each is
   * compressed when a client first asks for that encoding, fast when it is sent once (not kept).
   * A 404 carries no validator: nothing a browser should keep.
   */
  function pack(document: RenderedDocument, sentOnce: boolean): CachedPage {
    const html = new PackedDocument(
      document.html,
      {
        ...SITE_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(document.status === 404 ? {} : { etag: document.etag }),
      },
      { sentOnce, made: document.compressed },
    )
    const css = new PackedDocument(
      document.css,
      {
        ...SITE_HEADERS,
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      },
      { sentOnce },
    )
    return {
      status: document.status,
      html,
      css,
      etags: new Set(html.etags),
      siteId: document.siteId,
    }
  }

  /**
   * Keeps a page in the cache, unless a block of it was drawn as nothing (a missing component, a
   * failed or overrunning template): that page is sent as it is, logged, and rendered again next
   * time, so a passing failure never stays on the site (issue #18).
   */
  function keep(site: HostMatch['site'], key: string, document: RenderedDocument, since: number) {
    const whole = document.lostBlocks.length === 0
    const entry = pack(document, !(whole && cache.keeps))
    if (whole) {
      cache.set(site.id, key, entry, since)
      return entry
    }
    const lostBlocks = document.lostBlocks
    const facts = { siteId: site.id, page: key, lostBlocks }
    // the not-found stand-in has no address of its own: its blocks come from the layout
    const pageUrl = key === NOT_FOUND_KEY ? '404' : key
    // Logged as a warning when the editors are told (once a while per page and blocks, not on
    // every visit of a broken page, which would flood the log); the repeats at debug level.
    void (onLostBlocks?.({ site, pageUrl, lostBlocks }) ?? Promise.resolve(true)).then(
      (told) =>
        told === false
          ? app.log.debug(facts, 'page rendered without some of its blocks again; not cached')
          : app.log.warn(facts, 'page rendered without some of its blocks; not cached'),
      (err: unknown) => {
        app.log.warn(facts, 'page rendered without some of its blocks; not cached')
        app.log.error(
          { err, siteId: site.id, page: key },
          'could not tell the editors of lost blocks',
        )
      },
    )
    return entry
  }

  /**
   * How a page rendered for `req` goes out: compressed by the render worker in the encoding the
   * request takes, fast when pages are not kept (issue #18).
   */
  const sendingFor = (req: FastifyRequest): Sending => ({
    encoding: chooseEncoding(req.headers['accept-encoding']),
    sentOnce: !cache.keeps,
  })
  /** How a page rendered for its stylesheet goes out: not at all (it is kept, or dropped). */
  const forItsStylesheet = (): Sending => ({ encoding: 'identity', sentOnce: !cache.keeps })

  /** The site's not-found page, rendered once per site (until an edit) and shared by every address. */
  async function notFoundOf(site: HostMatch['site'], siteUrl: string, sending: Sending) {
    const cached = cache.get(site.id, NOT_FOUND_KEY)
    if (cached) return cached
    const since = cache.mark()
    return keep(site, NOT_FOUND_KEY, await renderer.notFound(site, siteUrl, sending), since)
  }

  /** The page at `url` (cached under its URL), else the shared not-found page. */
  async function pageOrNotFound(
    site: HostMatch['site'],
    siteUrl: string,
    url: string,
    sending: Sending,
  ) {
    const since = cache.mark()
    const page = await renderer.page(site, siteUrl, url, sending)
    if (!page) return notFoundOf(site, siteUrl, sending)
    return keep(site, url, page, since)
  }

  /**
   * A redirect (decision 036): a path of the site keeps the visitor's query; an absolute URL is
   * sent as the person typed it. A 301 may be kept by browsers for an hour, a 302 not at all.
   */
  function sendRedirect(req: FastifyRequest, reply: FastifyReply, redirect: PublicRedirect) {
    if (req.method === 'GET') onRedirect(redirect.id)
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
    const location = redirect.target.startsWith('/')
      ? `${redirect.target}${query}`
      : redirect.target
    return reply
      .status(redirect.status)
      .headers({
        ...SITE_HEADERS,
        location,
        'cache-control': redirect.status === 301 ? 'public, max-age=3600' : 'no-cache',
      })
      .send()
  }

  /** A suspended organisation's site: the neutral page for every address and method (decision 032). */
  const sendSuspended = (reply: FastifyReply, site: HostMatch['site']) =>
    send(
      reply,
      503,
      'text/html; charset=utf-8',
      suspendedDocument(readSiteSettings(site.settings).language),
      {
        'retry-after': String(SUSPENDED_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      },
    )

  const sendNotFound = (req: FastifyRequest, reply: FastifyReply, entry: CachedPage) =>
    sendDocument(req, reply, 404, entry.html)

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const host = (req.headers.host ?? '').toLowerCase()
    const path = req.url.split('?')[0] ?? '/'
    const url = pageUrlOf(req.url)
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    // The host is resolved from memory (host cache) before the page cache is asked: pages are
    // cached per site, so no spelling of a host renders a page again (decision 014).
    const resolved = await resolveHost(host)
    if (!resolved) return send(reply, 404, 'text/html; charset=utf-8', notFoundDocument(null))
    const { match, siteUrl } = resolved
    const { site } = match
    if (resolved.suspended) return sendSuspended(reply, site)
    if (match.kind === 'forward') return reply.redirect(`${siteUrl}${req.url}`, 301)
    if (!isRead)
      return send(reply, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', {
        allow: 'GET, HEAD',
      })
    // The hot path: a cached page needs no database at all.
    const cached = url !== null ? cache.get(site.id, url) : undefined
    if (cached) return sendPage(req, reply, cached)

    // A page's draft for whoever has its signed link: never cached, never indexed; a link that
    // is wrong, expired or of another site gets the site's usual 404, which tells nothing more.
    if (path.startsWith(preview.path)) {
      const page = await preview.pageOf(path.slice(preview.path.length), site)
      if (!page) return sendNotFound(req, reply, await notFoundOf(site, siteUrl, sendingFor(req)))
      const draft = await renderer.draft(site, siteUrl, page)
      return send(reply, 200, 'text/html; charset=utf-8', draft.html, {
        'x-robots-tag': 'noindex, nofollow',
        'cache-control': 'no-store, private',
      })
    }
    // The image pipeline: files of this site's organisation only (decision 007).
    if (path.startsWith('/media/img/')) {
      const ifNoneMatch = req.headers['if-none-match']
      return sendImage(
        reply,
        await images.forSite({ organizationId: site.organizationId, path, ifNoneMatch }),
      )
    }
    if (path === '/puronectar' || path.startsWith('/puronectar/')) {
      const query = new URLSearchParams({
        domain: host.replace(/:\d+$/, ''),
        siteId: String(site.id),
      })
      return reply.redirect(`${appUrl}/login?${query}`, 302)
    }
    // spec §7 GET site answers for the requesting site host too; it carries no cookie and no secret.
    if (path === '/api/site') {
      return send(reply, 200, 'application/json; charset=utf-8', JSON.stringify({ id: site.id }))
    }
    // The self-hosted font library and the organisation's own fonts (GDPR: pages never ask a
    // third-party font host). Another organisation's font files are not found here.
    if (path.startsWith('/fonts/')) {
      const font = path.startsWith('/fonts/own/')
        ? await fonts.ownFile(path, { organizationId: site.organizationId })
        : await library.serve(path)
      if (!font) return send(reply, 404, 'text/plain; charset=utf-8', 'Not Found')
      return send(reply, 200, font.type, font.body, { 'cache-control': FONT_CACHE_CONTROL })
    }
    const version = new URLSearchParams(req.url.split('?')[1] ?? '').get('v') ?? undefined
    for (const serveAsset of assets) {
      const ifNoneMatch = req.headers['if-none-match']
      const asset = await serveAsset({ path, site, ifNoneMatch, version })
      if (asset)
        return reply
          .status(asset.status)
          .headers({ ...SITE_HEADERS, ...asset.headers })
          .send(asset.body)
    }
    if (path === '/robots.txt') {
      return send(
        reply,
        200,
        'text/plain; charset=utf-8',
        `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`,
      )
    }
    if (path === '/sitemap.xml') {
      const urls = (await repo.publishedPagesOfSite(site.id))
        .filter((p) => p.url !== '404' && p.inSitemap)
        .map((p) => `<url><loc>${siteUrl}/${p.url}</loc></url>`)
        .join('')
      const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`
      return send(reply, 200, 'application/xml; charset=utf-8', xml)
    }
    if (path === '/_sitewerk/share.jpg') {
      let image = shareImages.get(site.title)
      if (!image) shareImages.set(site.title, (image = await renderShareImage(site.title)))
      return send(reply, 200, 'image/jpeg', image, { 'cache-control': 'public, max-age=86400' })
    }
    if (path === formIsland.path) {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      return send(
        reply,
        200,
        'text/javascript; charset=utf-8',
        gzip ? formIsland.gzip : formIsland.body,
        {
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'accept-encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        },
      )
    }
    if (path === '/_sitewerk/page.css') {
      const of = pageUrlOf(new URL(req.url, 'http://x').searchParams.get('path') ?? '/')
      const entry =
        of === null
          ? await notFoundOf(site, siteUrl, forItsStylesheet())
          : (cache.get(site.id, of) ??
            (await pageOrNotFound(site, siteUrl, of, forItsStylesheet())))
      return sendDocument(req, reply, 200, entry.css)
    }
    if (url === null)
      return sendNotFound(req, reply, await notFoundOf(site, siteUrl, sendingFor(req)))
    const entry = await pageOrNotFound(site, siteUrl, url, sendingFor(req))
    if (entry.status !== 404) return sendPage(req, reply, entry)
    // a published page wins; only an address without one is redirected
    const redirect = await redirectOf(site.id, url)
    if (redirect) return sendRedirect(req, reply, redirect)
    return sendNotFound(req, reply, entry)
  }

  // The site host's access is "site" (decision 013): decided by the Host header, not the path;
  // only GET and HEAD, but for the public form; every file is looked up within the resolved site's organisation, so the
  // path only chooses what to serve and no spelling of it reaches another tenant or a route.
  app.addHook('onRequest', async (req, reply) => {
    if (isBackOfficeHost(req.headers.host, appHostname)) return
    // A site's public form (spec §7): answered by the form routes, which keep to this host's
    // organisation; they read no session and set no cookie (decision 021).
    if (isPublicFormPath(req.url)) {
      const resolved = await resolveHost((req.headers.host ?? '').toLowerCase())
      if (!resolved?.suspended) return
      sendSuspended(reply, resolved.match.site)
      return reply
    }
    try {
      await handle(req, reply)
    } catch (error) {
      // The site's render queue is full (decision 014): this site waits, other sites do not.
      if (!(error instanceof QueueFullError)) throw error
      send(reply, 503, 'text/plain; charset=utf-8', 'Service Unavailable', {
        'retry-after': String(error.retryAfterSeconds),
        'cache-control': 'no-store',
      })
    }
    return reply
  })
}
