import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams, SiteSettingsBody, SiteSettingsResponse } from '@sitewerk/contracts'
import type { SiteSettingsService } from './settings-service.ts'

/** The site settings screen's two calls (issue 13): read the settings, and save them whole. */
export const siteSettingsRoutes: FastifyPluginAsyncZod<{ settings: SiteSettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/sites/:id/settings',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: SiteSettingsResponse } },
    },
    (req) => settings.get(req.ctx, req.params.id),
  )
  app.put(
    '/api/sites/:id/settings',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: SiteSettingsBody, response: { 200: SiteSettingsResponse } },
    },
    (req) => settings.put(req.ctx, req.params.id, req.body),
  )
}
