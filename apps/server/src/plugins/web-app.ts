import fastifyStatic from '@fastify/static'
import { COOKIES, DEFAULT_LOCALE, escapeHtml, LOCALES, type Locale } from '@sitewerk/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { declareRoutesOfScope } from '../lib/route-access.ts'

/** index.html in one language: its bytes as sent, and compressed once. */
interface LocalizedIndex {
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

/**
 * A screen the build rendered to HTML (decision 047: the login, apps/web/scripts/
 * prerender-login.mjs): the app's own markup for `<div id="root">` and the document's title.
 */
interface PrerenderedPage {
  path: string
  locale: Locale
  title: string
  markup: string
}

/** The id of the template of a prerendered page's preloads (apps/web/src/main.tsx reads it). */
const PRELOADS_AFTER_PAINT = 'preloads-after-paint'

/**
 * The build's prerendered screens, and the chunks of their screen, which their page preloads
 * after the paint; none from a build (or a test) without them.
 */
function readPrerendered(root: string): { pages: PrerenderedPage[]; preloads: string[] } {
  const file = join(root, 'prerendered', 'login.json')
  if (!existsSync(file)) return { pages: [], preloads: [] }
  const { pages, preloads = [] } = JSON.parse(readFileSync(file, 'utf8')) as {
    pages: PrerenderedPage[]
    preloads?: string[]
  }
  return { pages, preloads }
}

/**
 * The build's index.html in `locale` (issue #18, Lighthouse's SEO): `<html lang>` and a meta
 * description in the language the app will show, so search engines and screen readers read the
 * page as what it is before any script runs. The app's words come with its screens (decision 060).
 */
function localizedIndex(
  html: string,
  locale: Locale,
  description: string,
  prerendered?: PrerenderedPage & { preloads: string[] },
): LocalizedIndex {
  let page = html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(
      '</title>',
      `</title>\n    <meta name="description" content="${escapeHtml(description)}" />`,
    )
  if (prerendered) {
    // decision 047: the screen paints from this HTML; the app takes it over. Nothing but its
    // stylesheet and the entry is fetched before that paint: the app's chunks and the login's
    // words wait in a template, which the entry (main.tsx) puts into the head after the paint.
    const held: string[] = []
    page = page
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(prerendered.title)}</title>`)
      .replace(/\n?\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, (link) => {
        held.push(link.trim())
        return ''
      })
    const screen = prerendered.preloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    )
    const preloads = [...held, ...screen]
    page = page
      .replace('<div id="root"></div>', () => `<div id="root">${prerendered.markup}</div>`)
      .replace(
        '</body>',
        () => `<template id="${PRELOADS_AFTER_PAINT}">${preloads.join('')}</template>\n  </body>`,
      )
  }
  const identity = Buffer.from(page)
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) }
}

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`)
const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIES.locale.name}=([^;]*)`)

/** `/en/login/` → `/en/login`: the address as the app routes it. */
function routedPath(req: FastifyRequest) {
  const path = req.url.split('?')[0] ?? '/'
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The app's own choice (apps/web i18n/locale.ts): the URL prefix, else the cookie, else German. */
function localeOf(req: FastifyRequest): Locale {
  const chosen =
    LOCALE_PREFIX.exec(routedPath(req))?.[1] ?? LOCALE_COOKIE.exec(req.headers.cookie ?? '')?.[1]
  return LOCALES.find((locale) => locale === chosen) ?? DEFAULT_LOCALE
}

/**
 * Serves the built back office (apps/web/dist): hashed assets immutable for a year, and index.html
 * for every other GET that asks for HTML, so the SPA's router answers deep links. The build
 * compressed every asset once (`.br`, `.gz`, apps/web/vite.config.ts): those are sent as they are;
 * index.html is made per language and compressed here, once at start, and so is the login with
 * its prerendered form (decision 047) for each language and address the build rendered.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  /** The back office's description in each language (modules/system/web-locales.ts). */
  descriptions: Record<Locale, string>,
) {
  const root = resolve(distDir)
  const indexFile = join(root, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn(`No back-office build at ${root}; run "npm run build". Serving the API only.`)
    return
  }
  const html = readFileSync(indexFile, 'utf8')
  const indexes = Object.fromEntries(
    LOCALES.map((locale) => [locale, localizedIndex(html, locale, descriptions[locale])]),
  ) as Record<Locale, LocalizedIndex>
  // `${locale} ${path}`: the login in each language at each of its addresses
  const { pages, preloads } = readPrerendered(root)
  const prerendered = new Map(
    pages.map((page) => [
      `${page.locale} ${page.path}`,
      {
        path: page.path,
        ...localizedIndex(html, page.locale, descriptions[page.locale], { ...page, preloads }),
      },
    ]),
  )

  await app.register(async (scope) => {
    // @fastify/static takes no route config: built files are public.
    declareRoutesOfScope(scope, { access: 'guest' })
    const common = {
      index: false as const,
      preCompressed: true,
      // Its own header would replace ours (MACHINE-NOTES.md): ours decide.
      cacheControl: false,
    }
    // The hashed assets (hundreds of files): one wildcard route. A route per file cost about
    // 0.4 s of every start (issue #18's restart); a missing file falls to the 404 handler.
    await scope.register(fastifyStatic, {
      ...common,
      root: join(root, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    })
    // The few files beside index.html (the icon, builds/latest.json): a route each, so that every
    // other address still reaches the app below. Their compressed twins are not routes of their own.
    await scope.register(fastifyStatic, {
      ...common,
      root,
      wildcard: false,
      globIgnore: ['assets/**', 'prerendered/**', '**/*.br', '**/*.gz', 'index.html'],
      decorateReply: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    })
  })

  // spec §2: at the root of the back-office host the user goes to /backend/user — unless a site
  // is named (`?siteId=` or `?domain=`, as the login forwards them): then `/` is the editor of
  // that site's home page, so it must reach the app to survive a reload or a bookmark (issue 13).
  // A site host's page arrives on these two routes too (it is answered before routing): nothing
  // here is compressed per request.
  app.get('/', { config: { access: 'guest' }, compress: false }, (req, reply) => {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '')
    if (!query.has('siteId') && !query.has('domain')) return reply.redirect('/backend/user')
    return sendIndex(req, reply)
  })

  app.get('/*', { config: { access: 'guest' }, compress: false }, (req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    if (path.startsWith('/api/') || !acceptsHtml(req.headers.accept)) {
      return reply.status(404).send({ message: `Page not found: ${path}` })
    }
    return sendIndex(req, reply)
  })

  // decision 047: the login's form posts when it is sent before its script runs (so the password
  // never lands in an address); that answer is the login again, now with its script. It changes
  // nothing, so it needs no CSRF token.
  await app.register(async (scope) => {
    // the form's fields as a browser posts them: not read, the answer does not depend on them
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, _body, done) => done(null, null),
    )
    for (const path of new Set([...prerendered.values()].map((page) => page.path))) {
      scope.post(path, { config: { access: 'guest', csrf: false } }, (req, reply) =>
        reply.redirect(req.url, 303),
      )
    }
  })

  function sendIndex(req: FastifyRequest, reply: FastifyReply) {
    const locale = localeOf(req)
    // whom the session names is forwarded by the app: the login's form would only flash
    const isSignedIn = req.session?.userId != null
    const index =
      (!isSignedIn && prerendered.get(`${locale} ${routedPath(req)}`)) || indexes[locale]
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
    if (encoding !== 'identity') reply.header('content-encoding', encoding)
    return reply.send(index[encoding])
  }
}

/** brotli, else gzip, when the browser accepts it; else identity. */
function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name!.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}

function acceptsHtml(accept: string | undefined) {
  return !accept || accept.includes('text/html') || accept.includes('*/*')
}
