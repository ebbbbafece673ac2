import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams, SetupSiteBody, SetupSiteResponse, SetupStatus } from '@sitewerk/contracts'
import type { CmsSetupService } from './service.ts'

export const cmsSetupRoutes: FastifyPluginAsyncZod<{ setup: CmsSetupService }> = async (
  app,
  { setup },
) => {
  app.get(
    '/api/sites/:id/setup',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: SetupStatus } } },
    (req) => setup.status(req.ctx, req.params.id),
  )
  app.post(
    '/api/sites/:id/setup',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: SetupSiteBody, response: { 201: SetupSiteResponse } },
    },
    async (req, reply) =>
      reply.status(201).send(await setup.setup(req.ctx, req.params.id, req.body)),
  )
}
