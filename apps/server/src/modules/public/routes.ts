import type { EarlyAnswer } from '../../http-server.ts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { QueueFullError } from '../../lib/fair-queue.ts'
import { FONT_CACHE_CONTROL, type FontLibrary } from '../fonts/index.ts'
import { sendImage } from '../images/index.ts'
import type { ImageService } from '../images/service.ts'
import type { FontsService } from '../fonts/service.ts'
import type { HostMatch } from '../sites/host-resolver.ts'
import type { FormIsland } from './form-island.ts'
import { notFoundDocument } from './not-found.ts'
import type { PageCache } from './page-cache.ts'
import { createPageResponses, sendSiteResponse, SITE_HEADERS } from './page-responses.ts'
import type { PageRow } from '../pages/mappers.ts'
import type { PublicRepository } from './repository.ts'
import { isBackOfficeHost, isPublicFormPath, pageUrlOf } from './request-path.ts'
import { createShareImages } from './share-image.ts'
import { readSiteSettings } from '../sites/index.ts'
import { SUSPENDED_RETRY_AFTER_SECONDS, suspendedDocument } from './suspended-page.ts'
import type { RenderedDocument, SiteRenderer } from './site-renderer.ts'
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
  /** Bytes of default share images kept (a share of MEMORY_BUDGET_MB). */
  shareImageBytes: number
  /**
   * A published page went out without some blocks: tell its organisation (the bell). Resolves
   * false when they were told of the same blocks of that page a moment ago.
   */
  onLostBlocks?: (lost: {
    site: HostMatch['site']
    pageUrl: string
    lostBlocks: RenderedDocument['lostBlocks']
  }) => Promise<boolean>
  /** Cached pages answered before Fastify (decision 065); absent when pages are not cached. */
  early?: EarlyAnswer
  /** Where preview links point (issue #15), and the page a link's token opens on this site, if any. */
  preview: {
    path: string
    pageOf: (token: string, site: HostMatch['site']) => Promise<PageRow | null>
  }
}

type Site = HostMatch['site']

/** One request to a site host, its site resolved. */
interface SiteRequest {
  req: FastifyRequest
  reply: FastifyReply
  /** The Host header, lower-case. */
  host: string
  /** The request's path, without its query. */
  path: string
  site: Site
  siteUrl: string
}

/**
 * A route of the site hosts: the path it answers, or every path under `prefix`. `handle` may
 * pass a request on (undefined) to the routes after it: the asset handlers own only some paths.
 */
/**
 * A route answers by sending; one that sends nothing passes the request on. Whether it sent is
 * read from the reply, never from what `handle` returns: a Fastify reply is thenable, so awaiting
 * one yields undefined once it has gone out.
 */
interface SiteRoute {
  path?: string
  prefix?: string
  handle: (request: SiteRequest) => Promise<unknown> | unknown
}

const matches = (route: SiteRoute, path: string) =>
  path === route.path || (route.prefix !== undefined && path.startsWith(route.prefix))

/**
 * Everything a site host serves: public pages, their stylesheet, share image, sitemap and robots.
 * Registered before the back office's session and cookies, so site hosts neither set nor read them.
 */
export function registerPublicSites(app: FastifyInstance, opts: PublicSitesOptions) {
  const { appUrl, resolveHost, renderer, cache, repo, library, fonts, assets = [], images } = opts
  const { formIsland, preview, onLostBlocks, redirectOf, onRedirect, early } = opts
  const appHostname = new URL(appUrl).hostname
  if (early) app.answerEarly(early)
  const shareImages = createShareImages({ maxBytes: opts.shareImageBytes })
  const pages = createPageResponses({ renderer, cache, log: app.log, onLostBlocks })
  const send = sendSiteResponse

  /**
   * A redirect (decision 036): a path of the site keeps the visitor's query; an absolute URL is
   * sent as the person typed it. A 301 may be stored by browsers for an hour, a 302 not at all.
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
  const sendSuspended = (reply: FastifyReply, site: Site) =>
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

  /** The page a path names, else a redirect of the site, else the site's not-found page. */
  async function servePage({ req, reply, site, siteUrl }: SiteRequest) {
    const url = pageUrlOf(req.url)
    if (url === null)
      return pages.sendNotFound(
        req,
        reply,
        await pages.notFoundOf(site, siteUrl, pages.responseEncodingOf(req)),
      )
    const entry = await pages.pageOrNotFound(site, siteUrl, url, pages.responseEncodingOf(req))
    if (entry.status !== 404) return pages.sendPage(req, reply, entry)
    // a published page wins; only an address without one is redirected
    const redirect = await redirectOf(site.id, url)
    if (redirect) return sendRedirect(req, reply, redirect)
    return pages.sendNotFound(req, reply, entry)
  }

  /**
   * The site hosts' routes, tried in order; a path none of them answers is a page (servePage).
   * Every file is looked up within the resolved site's organisation, so the path only chooses
   * what to serve and no spelling of it reaches another tenant or a back-office route.
   */
  const routes: SiteRoute[] = [
    {
      // A page's draft for whoever has its signed link: never cached, never indexed; a link that
      // is wrong, expired or of another site gets the site's usual 404, which tells nothing more.
      prefix: preview.path,
      handle: async ({ req, reply, path, site, siteUrl }) => {
        const page = await preview.pageOf(path.slice(preview.path.length), site)
        if (!page) {
          const notFound = await pages.notFoundOf(site, siteUrl, pages.responseEncodingOf(req))
          return pages.sendNotFound(req, reply, notFound)
        }
        const draft = await renderer.draft(site, siteUrl, page)
        return send(reply, 200, 'text/html; charset=utf-8', draft.html, {
          'x-robots-tag': 'noindex, nofollow',
          'cache-control': 'no-store, private',
        })
      },
    },
    {
      // The image pipeline: files of this site's organisation only (decision 007).
      prefix: '/media/img/',
      handle: async ({ req, reply, path, site }) => {
        const ifNoneMatch = req.headers['if-none-match']
        return sendImage(
          reply,
          await images.forSite({ organizationId: site.organizationId, path, ifNoneMatch }),
        )
      },
    },
    {
      path: '/puronectar',
      prefix: '/puronectar/',
      handle: ({ reply, host, site }) => {
        const query = new URLSearchParams({
          domain: host.replace(/:\d+$/, ''),
          siteId: String(site.id),
        })
        return reply.redirect(`${appUrl}/login?${query}`, 302)
      },
    },
    {
      // spec §7 GET site answers for the requesting site host too; it carries no cookie and no secret.
      path: '/api/site',
      handle: ({ reply, site }) =>
        send(reply, 200, 'application/json; charset=utf-8', JSON.stringify({ id: site.id })),
    },
    {
      // The self-hosted font library and the organisation's own fonts (GDPR: pages never ask a
      // third-party font host). Another organisation's font files are not found here.
      prefix: '/fonts/',
      handle: async ({ reply, path, site }) => {
        const font = path.startsWith('/fonts/own/')
          ? await fonts.ownFile(path, { organizationId: site.organizationId })
          : await library.serve(path)
        if (!font) return send(reply, 404, 'text/plain; charset=utf-8', 'Not Found')
        return send(reply, 200, font.type, font.body, { 'cache-control': FONT_CACHE_CONTROL })
      },
    },
    {
      // Other modules' files (media originals, the site's icons), asked about every path: each
      // owns only its own.
      prefix: '',
      handle: async ({ req, reply, path, site }) => {
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
        return undefined
      },
    },
    {
      path: '/robots.txt',
      handle: ({ reply, siteUrl }) =>
        send(
          reply,
          200,
          'text/plain; charset=utf-8',
          `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`,
        ),
    },
    {
      path: '/sitemap.xml',
      handle: async ({ reply, site, siteUrl }) => {
        const urls = (await repo.publishedPagesOfSite(site.id))
          .filter((p) => p.url !== '404' && p.inSitemap)
          .map((p) => `<url><loc>${siteUrl}/${p.url}</loc></url>`)
          .join('')
        const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`
        return send(reply, 200, 'application/xml; charset=utf-8', xml)
      },
    },
    {
      path: '/_sitewerk/share.jpg',
      handle: async ({ reply, site }) => {
        const image = await shareImages.of(site.title)
        return send(reply, 200, 'image/jpeg', image, { 'cache-control': 'public, max-age=86400' })
      },
    },
    {
      path: formIsland.path,
      handle: ({ req, reply }) => {
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
      },
    },
    {
      path: '/_sitewerk/page.css',
      handle: async ({ req, reply, site, siteUrl }) => {
        const of = pageUrlOf(new URL(req.url, 'http://x').searchParams.get('path') ?? '/')
        const entry = await pages.stylesheetOf(site, siteUrl, of)
        return pages.sendDocument(req, reply, 200, entry.css)
      },
    },
  ]

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
    if (cached) return pages.sendPage(req, reply, cached)
    const request = { req, reply, host, path, site, siteUrl }
    for (const route of routes) {
      if (!matches(route, path)) continue
      await route.handle(request)
      if (reply.raw.headersSent) return reply
    }
    return servePage(request)
  }

  // The site host's access is "site" (decision 013): decided by the Host header, not the path;
  // only GET and HEAD, but for the public form.
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
