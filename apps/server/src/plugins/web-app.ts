import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { declareRoutesOfScope } from '../lib/route-access.ts'

/**
 * Serves the built back office (apps/web/dist): hashed assets immutable for a year, and index.html
 * for every other GET that asks for HTML, so the SPA's router answers deep links. The build
 * compressed every file once (`.br`, `.gz`, apps/web/vite.config.ts): those are sent as they are.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const root = resolve(distDir)
  const indexFile = join(root, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn(`No back-office build at ${root}; run "npm run build". Serving the API only.`)
    return
  }
  const index = {
    identity: readFileSync(indexFile),
    br: readIfExists(`${indexFile}.br`),
    gzip: readIfExists(`${indexFile}.gz`),
  }

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
      globIgnore: ['assets/**', '**/*.br', '**/*.gz', 'index.html'],
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

  function sendIndex(req: FastifyRequest, reply: FastifyReply) {
    const encoding = preferredEncoding(req.headers['accept-encoding'], index)
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
    if (encoding !== 'identity') reply.header('content-encoding', encoding)
    return reply.send(index[encoding])
  }
}

function readIfExists(file: string) {
  return existsSync(file) ? readFileSync(file) : null
}

/** brotli, else gzip, when the browser accepts it and the build made that file; else identity. */
function preferredEncoding(
  accept: string | undefined,
  available: { br: Buffer | null; gzip: Buffer | null },
): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name!.trim().toLowerCase()),
  )
  if (available.br && accepted.has('br')) return 'br'
  if (available.gzip && accepted.has('gzip')) return 'gzip'
  return 'identity'
}

function acceptsHtml(accept: string | undefined) {
  return !accept || accept.includes('text/html') || accept.includes('*/*')
}
