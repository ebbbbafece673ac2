import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { declareRoutesOfScope } from '../lib/route-access.ts'

/**
 * Serves the built back office (apps/web/dist): hashed assets with long cache, and index.html
 * for every other GET that asks for HTML, so the SPA's router answers deep links.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const root = resolve(distDir)
  const indexFile = join(root, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn(`No back-office build at ${root}; run "npm run build". Serving the API only.`)
    return
  }
  const indexHtml = readFileSync(indexFile, 'utf8')

  await app.register(async (scope) => {
    // @fastify/static adds one route per file and takes no route config: built files are public.
    declareRoutesOfScope(scope, { access: 'guest' })
    await scope.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable')
        else res.setHeader('cache-control', 'no-cache')
      },
    })
  })

  // spec §2: at the root of the back-office host the user goes to /backend/user — unless a site
  // is named (`?siteId=` or `?domain=`, as the login forwards them): then `/` is the editor of
  // that site's home page, so it must reach the app to survive a reload or a bookmark (issue 13).
  app.get('/', { config: { access: 'guest' } }, (req, reply) => {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '')
    if (!query.has('siteId') && !query.has('domain')) return reply.redirect('/backend/user')
    return sendIndex(reply)
  })

  app.get('/*', { config: { access: 'guest' } }, (req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    if (
      path.startsWith('/api/') ||
      path.startsWith('/assets/') ||
      !acceptsHtml(req.headers.accept)
    ) {
      return reply.status(404).send({ message: `Page not found: ${path}` })
    }
    return sendIndex(reply)
  })

  function sendIndex(reply: FastifyReply) {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml)
  }
}

function acceptsHtml(accept: string | undefined) {
  return !accept || accept.includes('text/html') || accept.includes('*/*')
}
