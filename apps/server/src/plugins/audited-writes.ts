import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { AuthUser } from '../lib/request-context.ts'
import { needsCsrfToken, ORGANIZATION_ACCESS } from '../lib/route-access.ts'
import type { RouteWrite } from '../modules/superuser/audit-log.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The audit entry of the write this request makes: a superuser's in an organisation they are
     * not a member of (decision 053), a test user's confirmed one (decision 033).
     */
    auditedWrite: number | null
  }
}

export interface AuditedWritesOptions {
  recordOrganizationWrite(args: {
    actor: AuthUser
    organizationId: number
    write: RouteWrite
  }): Promise<number>
  writeDone(entryId: number, status: number): Promise<void>
}

/**
 * A superuser may act in every organisation (decision 031); where they are not a member, each
 * write is an audit entry (decision 053), decided by the matched route's declaration (decision
 * 013). The entry is written after the access checks and validation and before the handler, so a
 * write whose entry cannot be written does not happen; its status is added as the answer goes out
 * (onSend: the status is final, and whoever reads the log after the answer finds it), for these
 * entries and the test user's alike.
 */
export const auditedWritesPlugin = fp<AuditedWritesOptions>(
  async (app, { recordOrganizationWrite, writeDone }) => {
    app.decorateRequest('auditedWrite', null)

    // Registered after route-access, which found the organisation and let the request through.
    app.addHook('preHandler', async (req) => {
      const organizationId = foreignOrganizationOf(req)
      if (organizationId === null) return
      req.auditedWrite = await recordOrganizationWrite({
        actor: req.ctx.user!,
        organizationId,
        write: routeWriteOf(req),
      })
    })

    app.addHook('onSend', async (req, reply, payload) => {
      if (req.auditedWrite === null) return payload
      try {
        await writeDone(req.auditedWrite, reply.statusCode)
      } catch (err) {
        req.log.error({ err, entry: req.auditedWrite }, 'audited write status not recorded')
      }
      return payload
    })
  },
  { name: 'audited-writes', dependencies: ['request-context', 'route-access'] },
)

/** A request that acts with the session: the ones that need the CSRF token (decision 013). */
export const isWrite = (req: FastifyRequest) => needsCsrfToken(req.routeOptions.config, req.method)

/** The write as the audit log records it: the matched route's pattern, not the URL as sent. */
export const routeWriteOf = (req: FastifyRequest): RouteWrite => ({
  method: req.method,
  route: req.routeOptions.url ?? '',
  params: req.params ?? {},
  body: req.body,
})

/**
 * The organisation a superuser's write acts in without being a member there, else null. An
 * organisation route's is the one its access check found (header or path); a user route acts in
 * the header's organisation, if any (an organisation's own component, `POST components`). A test
 * user's writes are recorded as the test user's (decision 033).
 */
function foreignOrganizationOf(req: FastifyRequest): number | null {
  const { user, testUser } = req.ctx
  if (!user?.superuser || testUser || !isWrite(req)) return null
  const { access } = req.routeOptions.config
  const organization =
    access && ORGANIZATION_ACCESS.has(access)
      ? req.accessedOrganization
      : access === 'user'
        ? req.ctx.organization
        : null
  return organization?.role === null ? organization.id : null
}
