import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  Component,
  ComponentStyleQuery,
  CreateComponentBody,
  IdParams,
  StyleParseQuery,
  UpdateComponentBody,
} from '@sitewerk/contracts'
import type { ComponentsService } from './service.ts'

const CSS = 'text/css; charset=utf-8'
/** spec §7: the style URL carries updated_at, so a matching `v` never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

export const componentsRoutes: FastifyPluginAsyncZod<{ components: ComponentsService }> = async (
  app,
  { components },
) => {
  app.get(
    '/api/components',
    { config: { access: 'member' }, schema: { response: { 200: z.array(Component) } } },
    (req) => components.list(req.ctx),
  )
  app.post(
    '/api/components',
    {
      config: { access: 'user' },
      schema: { body: CreateComponentBody, response: { 201: Component } },
    },
    async (req, reply) => reply.status(201).send(await components.create(req.ctx, req.body)),
  )
  app.get(
    '/api/component/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Component } } },
    (req) => components.get(req.ctx, req.params.id),
  )
  app.patch(
    '/api/component/:id',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: UpdateComponentBody, response: { 200: Component } },
    },
    (req) => components.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/component/:id',
    { config: { access: 'admin' }, schema: { params: IdParams } },
    async (req, reply) => {
      await components.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/component/:id/style',
    {
      config: { access: 'member', organization: 'row' },
      schema: { params: IdParams, querystring: ComponentStyleQuery },
    },
    async (req, reply) => {
      const { css, version } = await components.style(req.ctx, req.params.id)
      return reply
        .type(CSS)
        .header('cache-control', req.query.v === version ? IMMUTABLE : 'no-cache')
        .send(css)
    },
  )
  app.get(
    '/api/component/style/parse',
    { config: { access: 'user' }, schema: { querystring: StyleParseQuery } },
    async (req, reply) =>
      reply
        .type(CSS)
        .header('cache-control', 'no-cache')
        .send(await components.parseStyle(req.ctx, req.query.value)),
  )
}
