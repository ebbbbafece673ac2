import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { COOKIES, XSRF_HEADER } from '@sitewerk/contracts'
import { CsrfError } from '../lib/errors.ts'
import { needsCsrfToken } from '../lib/route-access.ts'
import { safeEqual } from '../lib/tokens.ts'
import type { SessionState, SessionStore } from '../modules/auth/session-store.ts'

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null
  }
}

export interface SessionPluginOptions {
  store: SessionStore
  secureCookies: boolean
}

/**
 * Cookie sessions (spec §7, ARCHITECTURE "Auth and requests"): the session cookie is httpOnly,
 * the XSRF-TOKEN cookie is readable by the SPA, which echoes it as X-XSRF-TOKEN. The token lives
 * in the session row, so a cookie set by anyone else never matches.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, { store }) => {
    app.decorateRequest('session', null)

    app.addHook('onRequest', async (req) => {
      const token = req.cookies[COOKIES.session.name]
      if (token && token.length <= 100) req.session = await store.find(token)
      // Decided by the matched route's declaration, never by the raw URL: the router decodes
      // `/%61pi/page/5` to the same route as `/api/page/5` (issue 12, decision 013).
      if (needsCsrfToken(req.routeOptions.config, req.method)) assertCsrf(req)
    })
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
)

function assertCsrf(req: FastifyRequest) {
  const header = req.headers[XSRF_HEADER]
  const sent = Array.isArray(header) ? header[0] : header
  if (!req.session || !sent || !safeEqual(decodeURIComponent(sent), req.session.csrfToken)) {
    throw new CsrfError()
  }
}

/** Sets the session and XSRF-TOKEN cookies for `state`. A non-remembered session ends with the browser. */
export function writeSessionCookies(reply: FastifyReply, state: SessionState, secure: boolean) {
  const maxAge = state.remember
    ? Math.floor((state.expiresAt.getTime() - Date.now()) / 1000)
    : undefined
  const base = {
    path: COOKIES.path,
    sameSite: 'lax' as const,
    secure,
    ...(maxAge ? { maxAge } : {}),
  }
  reply.setCookie(COOKIES.session.name, state.token, { ...base, httpOnly: true })
  reply.setCookie(COOKIES.xsrf.name, state.csrfToken, { ...base, httpOnly: false })
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIES.session.name, { path: COOKIES.path })
  reply.clearCookie(COOKIES.xsrf.name, { path: COOKIES.path })
}
