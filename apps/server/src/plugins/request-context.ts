import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { ORGANIZATION_HEADER } from '@sitewerk/contracts'
import type {
  AuthUser,
  MembershipRole,
  RequestContext,
  TestUserVisit,
} from '../lib/request-context.ts'
import { createTranslator, detectLocale } from '../lib/i18n/translate.ts'

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
}

export interface RequestContextOptions {
  loadUser(id: number): Promise<AuthUser | null>
  /** The user's role in the organisation; null role for a superuser who is not a member; undefined: no access. */
  loadMembership(
    user: AuthUser,
    organizationId: number,
  ): Promise<{ role: MembershipRole } | undefined>
  /** The test user the session with this cookie value looks through, if any (decision 033). */
  loadTestUser(
    sessionToken: string,
  ): Promise<{ id: number; userId: number; startedAt: Date } | null>
}

/** Sets `req.ctx` once per request: locale, user and the checked organisation (ARCHITECTURE "Data"). */
export const requestContextPlugin = fp<RequestContextOptions>(
  async (app, { loadUser, loadMembership, loadTestUser }) => {
    app.decorateRequest('ctx', null as unknown as RequestContext)
    app.addHook('onRequest', async (req) => {
      const locale = detectLocale(req.cookies, req.headers['accept-language'])
      const sessionUser = req.session?.userId ? await loadUser(req.session.userId) : null
      const { user, testUser } = await actingUser(req, sessionUser, { loadUser, loadTestUser })
      const requestedOrganizationId = parseOrganizationId(req.headers[ORGANIZATION_HEADER])
      let organization: RequestContext['organization'] = null
      if (user && requestedOrganizationId !== null) {
        const membership = await loadMembership(user, requestedOrganizationId)
        if (membership) organization = { id: requestedOrganizationId, role: membership.role }
      }
      req.ctx = {
        user,
        locale,
        t: createTranslator(locale),
        organization,
        requestedOrganizationId,
        ip: req.ip,
        testUser,
      }
    })
  },
  { name: 'request-context', dependencies: ['session'] },
)

/**
 * Whom the request acts as: the session's user, or, while a superuser looks through a test user,
 * the person seen (their organisations and roles), except on routes that run as the superuser
 * (decision 033). A person who cannot sign in any more (disabled) is seen by nobody.
 */
async function actingUser(
  req: FastifyRequest,
  sessionUser: AuthUser | null,
  { loadUser, loadTestUser }: Pick<RequestContextOptions, 'loadUser' | 'loadTestUser'>,
): Promise<{ user: AuthUser | null; testUser: TestUserVisit | null }> {
  if (!sessionUser?.superuser || !req.session) return { user: sessionUser, testUser: null }
  const visit = await loadTestUser(req.session.token)
  const person = visit ? await loadUser(visit.userId) : null
  if (!visit || !person) return { user: sessionUser, testUser: null }
  const rule = req.routeOptions.config.testUser
  return {
    user: rule === 'operator' || rule === 'ends' ? sessionUser : person,
    testUser: { id: visit.id, operator: sessionUser, person, startedAt: visit.startedAt },
  }
}

function parseOrganizationId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 && id <= 2_147_483_647 ? id : null
}
