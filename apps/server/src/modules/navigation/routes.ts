import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams, SiteNavigation, UpdateNavigationBody } from '@sitewerk/contracts'
import type { NavigationService } from './service.ts'

export const navigationRoutes: FastifyPluginAsyncZod<{ navigation: NavigationService }> = async (
  app,
  { navigation },
) => {
  app.get(
    '/api/sites/:id/navigation',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: SiteNavigation } },
    },
    (req) => navigation.get(req.ctx, req.params.id),
  )
  app.put(
    '/api/sites/:id/navigation',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: UpdateNavigationBody, response: { 200: SiteNavigation } },
    },
    (req) => navigation.update(req.ctx, req.params.id, req.body.items),
  )
}
