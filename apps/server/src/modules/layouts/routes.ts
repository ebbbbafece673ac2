import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateLayoutBody,
  DeleteLayoutResponse,
  IdParams,
  Layout,
  UpdateLayoutBody,
} from '@sitewerk/contracts'
import type { LayoutsService } from './service.ts'

export const layoutsRoutes: FastifyPluginAsyncZod<{ layouts: LayoutsService }> = async (
  app,
  { layouts },
) => {
  app.get(
    '/api/sites/:id/layouts',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: z.array(Layout) } },
    },
    (req) => layouts.listOfSite(req.ctx, req.params.id),
  )
  app.post(
    '/api/layouts',
    { config: { access: 'admin' }, schema: { body: CreateLayoutBody, response: { 201: Layout } } },
    async (req, reply) => reply.status(201).send(await layouts.create(req.ctx, req.body)),
  )
  app.get(
    '/api/layouts/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Layout } } },
    (req) => layouts.get(req.ctx, req.params.id),
  )
  app.patch(
    '/api/layouts/:id',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: UpdateLayoutBody, response: { 200: Layout } },
    },
    (req) => layouts.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/layouts/:id',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, response: { 200: DeleteLayoutResponse } },
    },
    (req) => layouts.delete(req.ctx, req.params.id),
  )
}
