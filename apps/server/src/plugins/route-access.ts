import fp from 'fastify-plugin'
import type { PermissionIdentifier } from '@sitewerk/contracts'
import type { FastifyContextConfig, FastifyRequest } from 'fastify'
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../lib/errors.ts'
import { isLocalCaller } from '../lib/local-caller.ts'
import {
  hasRole,
  requireOrganization,
  requireSuperuser,
  requireUser,
  type AuthUser,
  type MembershipRole,
} from '../lib/request-context.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The organisation a member, admin or owner route acts in (header or path) and the caller's
     * role there (null: a superuser who is not a member), once the access check let it through.
     */
    accessedOrganization: { id: number; role: MembershipRole } | null
  }
}

export interface RouteAccessOptions {
  /** The user's role in the organisation; null role for a superuser who is not a member; undefined: no access. */
  loadMembership(
    user: AuthUser,
    organizationId: number,
  ): Promise<{ role: MembershipRole } | undefined>
  /** Throws (403 FeatureLockedErrorBody) unless the organisation's services grant `permission`. */
  assertPermission(
    ctx: FastifyRequest['ctx'],
    organizationId: number,
    permission: PermissionIdentifier,
  ): Promise<void>
}

/**
 * Enforces the matched route's declaration (lib/route-access.ts) before its handler, with the
 * statuses the services answer (401, 403, 404). Services keep their own checks: defence in depth.
 * A preHandler, so bad input still answers 422 before 401 as it did when only services checked.
 */
export const routeAccessPlugin = fp<RouteAccessOptions>(
  async (app, { loadMembership, assertPermission }) => {
    app.decorateRequest('accessedOrganization', null)
    // Before the input is read: a caller from elsewhere learns nothing of a loopback route.
    app.addHook('onRequest', async (req) => {
      if (req.routeOptions.config.loopback && !isLocalCaller(req)) throw new ForbiddenError()
    })
    app.addHook('preHandler', async (req) => {
      const config = req.routeOptions.config
      if (config.access) await assertAccess(req, config, loadMembership)
      // After access: who may not call the route at all learns nothing about the plan.
      if (config.permission)
        await assertPermission(req.ctx, req.accessedOrganization!.id, config.permission)
    })
  },
  { name: 'route-access', dependencies: ['request-context'] },
)

async function assertAccess(
  req: FastifyRequest,
  config: FastifyContextConfig,
  loadMembership: RouteAccessOptions['loadMembership'],
) {
  const { ctx } = req
  switch (config.access) {
    case 'guest':
    case 'internal':
      return
    case 'user':
      requireUser(ctx)
      return
    case 'superuser':
      requireSuperuser(ctx)
      return
  }
  // member, admin and owner
  if (!ctx.user) throw config.hidden ? new NotFoundError() : new UnauthenticatedError()
  let organization: { id: number; role: MembershipRole }
  switch (config.organization) {
    case 'row':
      return
    case 'path': {
      const id = (req.params as { id?: unknown }).id
      if (typeof id !== 'number') throw new NotFoundError()
      const membership = await loadMembership(ctx.user, id)
      if (!membership) throw new NotFoundError()
      organization = { id, role: membership.role }
      break
    }
    default:
      organization = requireOrganization(ctx)
  }
  const minimum = config.access === 'admin' || config.access === 'owner' ? config.access : 'editor'
  if (!hasRole(organization.role, minimum, ctx.user.superuser))
    throw new ForbiddenError(ctx.t('errors.role_forbidden'))
  req.accessedOrganization = organization
}
