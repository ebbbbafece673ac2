import fp from 'fastify-plugin'
import {
  TEST_USER_CONFIRM_HEADER,
  TEST_USER_HEADER,
  type TestUserErrorType,
} from '@sitewerk/contracts'
import { AppError } from '../lib/errors.ts'
import type { RequestContext } from '../lib/request-context.ts'
import type { TestUserWrite } from '../modules/superuser/test-user-service.ts'
import { isWrite, routeWriteOf } from './audited-writes.ts'

export interface TestUserPluginOptions {
  end(args: { ctx: RequestContext; route: string }): Promise<void>
  recordWrite(args: { ctx: RequestContext; write: TestUserWrite }): Promise<number>
}

/**
 * The test user's rules (decision 033), decided by the matched route's declaration like every
 * other check (decision 013): while a superuser's session shows someone else, reads pass, a
 * write needs `X-Sitewerk-Confirm-Write: 1` on that very request and becomes an audit entry,
 * routes declared `refused` and the superuser's own routes are closed, `ends` routes end it.
 * Every answer of the API says that a test user is on, so the back office shows its banner.
 */
export const testUserPlugin = fp<TestUserPluginOptions>(
  async (app, { end, recordWrite }) => {
    // After the request context (who is seen) and before validation: a closed route answers the
    // same whatever the body.
    app.addHook('onRequest', async (req) => {
      if (!req.ctx.testUser) return
      const { config } = req.routeOptions
      if (config.testUser === 'ends') {
        await end({ ctx: req.ctx, route: req.routeOptions.url ?? '' })
        req.ctx.testUser = null
        return
      }
      if (config.testUser === 'operator') return
      if (config.access === 'superuser')
        throw refusal(403, req.ctx.t('test_user.console'), 'refused')
      if (config.testUser === 'refused')
        throw refusal(403, req.ctx.t('test_user.refused'), 'refused')
      if (isWrite(req) && req.headers[TEST_USER_CONFIRM_HEADER] !== '1')
        throw refusal(423, req.ctx.t('test_user.confirm_write'), 'confirm_write')
    })

    // Registered after route-access: a confirmed write is recorded once the access checks and the
    // validation let it through, before its handler runs, so no write goes unrecorded.
    app.addHook('preHandler', async (req) => {
      if (!req.ctx.testUser || !isWrite(req) || req.routeOptions.config.testUser) return
      // Its status is added by the audited-writes plugin when the answer has gone.
      req.auditedWrite = await recordWrite({
        ctx: req.ctx,
        write: { ...routeWriteOf(req), organizationId: req.ctx.organization?.id ?? null },
      })
    })

    // On the API's answers only (by the matched route's pattern): files of the built back office
    // may be kept by shared caches, which need not learn whom a superuser looks at.
    app.addHook('onSend', async (req, reply) => {
      if (req.ctx?.testUser && req.routeOptions.url?.startsWith('/api/'))
        reply.header(TEST_USER_HEADER, String(req.ctx.testUser.person.id))
    })
  },
  { name: 'test-user', dependencies: ['request-context', 'route-access', 'audited-writes'] },
)

const refusal = (status: number, message: string, type: TestUserErrorType) =>
  new AppError(message, status, { errorTypes: { test_user: [type] } })
