import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  IdParams,
  PagePublishing,
  PublishPageBody,
  PublishPageResult,
  PublishSiteBody,
  PublishSiteResult,
  SitePublishing,
} from '@sitewerk/contracts'
import type { PublishingService } from './service.ts'

/** Publishing of pages and sites (issue #15): every member of the organisation may publish. */
export const publishingRoutes: FastifyPluginAsyncZod<{ publishing: PublishingService }> = async (
  app,
  { publishing },
) => {
  app.get(
    '/api/sites/:id/publishing',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: SitePublishing } },
    },
    (req) => publishing.siteState(req.ctx, req.params.id),
  )
  app.post(
    '/api/sites/:id/publish',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: PublishSiteBody, response: { 200: PublishSiteResult } },
    },
    (req) => publishing.publishSite(req.ctx, req.params.id, req.body),
  )
  app.get(
    '/api/page/:id/publishing',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: PagePublishing } },
    },
    (req) => publishing.pageState(req.ctx, req.params.id),
  )
  app.post(
    '/api/page/:id/publish',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: PublishPageBody, response: { 200: PublishPageResult } },
    },
    (req) => publishing.publishPage(req.ctx, req.params.id, req.body),
  )
  app.post(
    '/api/page/:id/unpublish',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: PagePublishing } },
    },
    (req) => publishing.unpublishPage(req.ctx, req.params.id),
  )
}
