import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { BuildInfo, LocaleParams, Settings } from '@sitewerk/contracts'
import { writeSessionCookies } from '../../plugins/session.ts'
import type { SessionStore } from '../auth/session-store.ts'
import { readWebTranslations } from './web-locales.ts'

/**
 * The back office's host for crawlers: the login may be found, nothing behind it (the SPA's
 * index would otherwise answer /robots.txt, which no crawler can read).
 */
const BACK_OFFICE_ROBOTS = [
  'User-agent: *',
  'Allow: /login',
  'Allow: /de/login',
  'Allow: /en/login',
  'Disallow: /',
  '',
]

export interface SystemRoutesOptions {
  sessions: SessionStore
  settings: Settings
  secureCookies: boolean
  webDistDir: string | null
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, opts) => {
  const { sessions, secureCookies, webDistDir, settings } = opts

  // spec §7: the SPA asks for this before its first request when it has no XSRF-TOKEN cookie.
  app.get('/api/sanctum/csrf-cookie', { config: { access: 'guest' } }, async (req, reply) => {
    const state = req.session ?? (await sessions.create({ userId: null, remember: false }))
    writeSessionCookies(reply, state, secureCookies)
    return reply.status(204).send()
  })

  // spec §7 GET settings: whether this installation is the hub and where the hub is.
  app.get(
    '/api/settings',
    { config: { access: 'guest' }, schema: { response: { 200: Settings } } },
    () => settings,
  )

  app.get(
    '/api/builds/latest.json',
    { config: { access: 'guest' }, schema: { response: { 200: BuildInfo } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      return readBuildInfo(webDistDir)
    },
  )

  app.get('/robots.txt', { config: { access: 'guest' } }, (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(BACK_OFFICE_ROBOTS.join('\n')),
  )

  const translations = new Map<string, { body: string; etag: string }>()
  app.get('/public/lang/my/:file', { config: { access: 'guest' } }, async (req, reply) => {
    const { file } = req.params as { file: string }
    const parsed = LocaleParams.safeParse({ locale: file.replace(/\.json$/, '') })
    if (!file.endsWith('.json') || !parsed.success) {
      return reply.status(404).send({ message: `Page not found: ${req.url.split('?')[0]}` })
    }
    const { locale } = parsed.data
    let translation = translations.get(locale)
    if (!translation) {
      // decision 060: the app loads its words by area; this address answers them all at once
      const body = JSON.stringify(readWebTranslations(locale))
      // weak: the same texts whether sent compressed or not
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
      translation = { body, etag }
      translations.set(locale, translation)
    }
    // issue #18: a repeat visit revalidates the texts (no-cache) and downloads them only when new
    reply.header('cache-control', 'no-cache').header('etag', translation.etag)
    if (req.headers['if-none-match'] === translation.etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(translation.body)
  })
}

async function readBuildInfo(webDistDir: string | null): Promise<BuildInfo> {
  if (webDistDir) {
    try {
      return BuildInfo.parse(
        JSON.parse(await readFile(join(webDistDir, 'builds', 'latest.json'), 'utf8')),
      )
    } catch {
      // No build yet (API-only runs and tests): answer the development build.
    }
  }
  return { id: 'development', builtAt: new Date(0).toISOString() }
}
