import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StartTestUserBody, TestUserState } from '@sitewerk/contracts'
import type { TestUserService } from './test-user-service.ts'

/**
 * The test user (issue #17, decision 033): superusers only. Its state runs as the superuser behind
 * the test user, and its end ends it before it runs (lib/route-access.ts `testUser`); starting
 * is closed while one is on.
 */
export const testUserRoutes: FastifyPluginAsyncZod<{ testUser: TestUserService }> = async (
  app,
  { testUser },
) => {
  app.get(
    '/superuser/test-user',
    {
      config: { access: 'superuser', testUser: 'operator' },
      schema: { response: { 200: TestUserState } },
    },
    (req) => testUser.state({ ctx: req.ctx }),
  )
  app.post(
    '/superuser/test-user',
    {
      config: { access: 'superuser' },
      schema: { body: StartTestUserBody, response: { 201: TestUserState } },
    },
    async (req, reply) =>
      reply.status(201).send(
        await testUser.start({
          ctx: req.ctx,
          sessionToken: req.session?.token,
          userId: req.body.user_id,
        }),
      ),
  )
  // The onRequest hook of plugins/test-user.ts has ended the visit: this answers the state after.
  app.delete(
    '/superuser/test-user',
    {
      config: { access: 'superuser', testUser: 'ends' },
      schema: { response: { 200: TestUserState } },
    },
    (req) => testUser.state({ ctx: req.ctx }),
  )
}
