import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateRedirectBody,
  IdParams,
  SavedRedirect,
  SiteRedirects,
  UpdateRedirectBody,
} from '@sitewerk/contracts'
import type { RedirectsService } from './service.ts'

/** A site's redirects (decision 036): editors manage them, as they move pages (decision 031). */
export const redirectsRoutes: FastifyPluginAsyncZod<{ redirects: RedirectsService }> = async (
  app,
  { redirects },
) => {
  app.get(
    '/api/sites/:id/redirects',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: SiteRedirects } },
    },
    (req) => redirects.list(req.ctx, req.params.id),
  )
  app.post(
    '/api/sites/:id/redirects',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: CreateRedirectBody, response: { 201: SavedRedirect } },
    },
    async (req, reply) =>
      reply.status(201).send(await redirects.create(req.ctx, req.params.id, req.body)),
  )
  app.patch(
    '/api/redirects/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: UpdateRedirectBody, response: { 200: SavedRedirect } },
    },
    (req) => redirects.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/redirects/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: z.object({ site_id: z.number() }) } },
    },
    (req) => redirects.delete(req.ctx, req.params.id),
  )
}
