import fp from 'fastify-plugin'
import { ORGANIZATION_HEADER } from '@sitewerk/contracts'
import type { AuthUser, MembershipRole, RequestContext } from '../lib/request-context.ts'
import { createTranslator, detectLocale } from '../modules/i18n/translate.ts'

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
}

/** Sets `req.ctx` once per request: locale, user and the checked organisation (ARCHITECTURE "Data"). */
export const requestContextPlugin = fp<RequestContextOptions>(
  async (app, { loadUser, loadMembership }) => {
    app.decorateRequest('ctx', null as unknown as RequestContext)
    app.addHook('onRequest', async (req) => {
      const locale = detectLocale(req.cookies, req.headers['accept-language'])
      const user = req.session?.userId ? await loadUser(req.session.userId) : null
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
      }
    })
  },
  { name: 'request-context', dependencies: ['session'] },
)

function parseOrganizationId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 && id <= 2_147_483_647 ? id : null
}
