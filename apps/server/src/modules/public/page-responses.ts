import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import type { HostMatch } from '../sites/host-resolver.ts'
import { chooseEncoding, EncodedDocument, type Representation } from './encoded-document.ts'
import { isUnchanged, type CachedPage, type PageCache } from './page-cache.ts'
import type { RenderedDocument, ResponseEncoding, SiteRenderer } from './site-renderer.ts'
import type { PublicSitesOptions } from './routes.ts'

type Site = HostMatch['site']

/**
 * The page cache key of a site's not-found page: no page URL contains '#' (request-path.ts), so
 * every unknown address of a site shares this one entry and random paths cannot fill the cache.
 */
const NOT_FOUND_KEY = '#404'

// Tenants' pages run their own inline scripts and styles; they live on their own host, so this
// policy protects visitors without touching the back office (ARCHITECTURE "Hosts").
export const SITE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-src https:; object-src 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

/** A site host's answer with the site headers, a content type and any further headers. */
export const sendSiteResponse = (
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

/**
 * Rendered pages as responses (issue #18): rendered, cached, encoded as the request's
 * Accept-Encoding asks, and answered 304 when the request names a validator it has.
 */
export function createPageResponses({
  renderer,
  cache,
  log,
  onLostBlocks,
}: {
  renderer: SiteRenderer
  cache: PageCache
  log: FastifyBaseLogger
  onLostBlocks: PublicSitesOptions['onLostBlocks']
}) {
  /** Sends one representation made in advance (a cache hit builds no header object). */
  const sendRepresentation = (reply: FastifyReply, status: number, chosen: Representation) =>
    reply.status(status).headers(chosen.headers).send(chosen.body)

  /** Sends `document` as the request's Accept-Encoding asks, compressing it on the first ask. */
  async function sendDocument(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    document: EncodedDocument,
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
    if (isUnchanged(entry, ifNoneMatch)) {
      const headers = entry.html.headersOf(chooseEncoding(req.headers['accept-encoding']))
      return reply.status(304).headers({ etag: headers.etag!, vary: 'accept-encoding' }).send()
    }
    return sendDocument(req, reply, entry.status, entry.html)
  }

  const sendNotFound = (req: FastifyRequest, reply: FastifyReply, entry: CachedPage) =>
    sendDocument(req, reply, 404, entry.html)

  /**
   * A rendered page ready to send (issue #18): html and stylesheet with their headers; each is
   * compressed when a client first asks for that encoding, fast when it is sent once (not cached).
   * A 404 carries no validator: nothing a browser should store.
   */
  function encodePage(document: RenderedDocument, sentOnce: boolean): CachedPage {
    const html = new EncodedDocument(
      document.html,
      {
        ...SITE_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(document.status === 404 ? {} : { etag: document.etag }),
      },
      { sentOnce, made: document.compressed },
    )
    const css = new EncodedDocument(
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
   * Caches a page, unless a block of it was rendered as nothing (a missing component, a failed or
   * overrunning template): that page is sent as it is, logged, and rendered again next time, so a
   * passing failure never stays on the site (issue #18).
   */
  function cachePage(site: Site, key: string, document: RenderedDocument, since: number) {
    const whole = document.lostBlocks.length === 0
    const entry = encodePage(document, !(whole && cache.enabled))
    if (whole) {
      cache.set(site.id, key, entry, since)
      return entry
    }
    const lostBlocks = document.lostBlocks
    const facts = { siteId: site.id, page: key, lostBlocks }
    // the built-in not-found page has no address of its own: its blocks come from the layout
    const pageUrl = key === NOT_FOUND_KEY ? '404' : key
    // Logged as a warning when the editors are told (once a while per page and blocks, not on
    // every visit of a broken page, which would flood the log); the repeats at debug level.
    void (onLostBlocks?.({ site, pageUrl, lostBlocks }) ?? Promise.resolve(true)).then(
      (told) =>
        told === false
          ? log.debug(facts, 'page rendered without some of its blocks again; not cached')
          : log.warn(facts, 'page rendered without some of its blocks; not cached'),
      (err: unknown) => {
        log.warn(facts, 'page rendered without some of its blocks; not cached')
        log.error({ err, siteId: site.id, page: key }, 'could not tell the editors of lost blocks')
      },
    )
    return entry
  }

  /**
   * The response encoding of a page rendered for `req`: the render worker compresses the document
   * in the encoding the request takes (decision 051), fast when pages are not cached (issue #18).
   */
  const responseEncodingOf = (req: FastifyRequest): ResponseEncoding => ({
    encoding: chooseEncoding(req.headers['accept-encoding']),
    sentOnce: !cache.enabled,
  })
  /** A page rendered for its stylesheet: its document is not sent (it is cached, or dropped). */
  const forItsStylesheet = (): ResponseEncoding => ({
    encoding: 'identity',
    sentOnce: !cache.enabled,
  })

  /** The site's not-found page, rendered once per site (until an edit) and shared by every address. */
  async function notFoundOf(site: Site, siteUrl: string, encoding: ResponseEncoding) {
    const cached = cache.get(site.id, NOT_FOUND_KEY)
    if (cached) return cached
    const since = cache.mark()
    return cachePage(site, NOT_FOUND_KEY, await renderer.notFound(site, siteUrl, encoding), since)
  }

  /** The page at `url` (cached under its URL), else the shared not-found page. */
  async function pageOrNotFound(
    site: Site,
    siteUrl: string,
    url: string,
    encoding: ResponseEncoding,
  ) {
    const since = cache.mark()
    const page = await renderer.page(site, siteUrl, url, encoding)
    if (!page) return notFoundOf(site, siteUrl, encoding)
    return cachePage(site, url, page, since)
  }

  return {
    sendDocument,
    sendPage,
    sendNotFound,
    responseEncodingOf,
    notFoundOf,
    pageOrNotFound,
    /** The page at `url` or the not-found page, with the stylesheet its document links. */
    stylesheetOf: (site: Site, siteUrl: string, url: string | null) =>
      url === null
        ? notFoundOf(site, siteUrl, forItsStylesheet())
        : (cache.get(site.id, url) ?? pageOrNotFound(site, siteUrl, url, forItsStylesheet())),
  }
}
