import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  Colorset,
  CreateColorsetBody,
  CreateThemeBody,
  IdParams,
  Theme,
  UpdateColorsetBody,
  UpdateThemeBody,
} from '@sitewerk/contracts'
import type { ThemesService } from './service.ts'

export const themesRoutes: FastifyPluginAsyncZod<{ themes: ThemesService }> = async (
  app,
  { themes: service },
) => {
  const { colorsets, themes } = service

  app.get(
    '/api/colorsets',
    { config: { access: 'member' }, schema: { response: { 200: z.array(Colorset) } } },
    (req) => colorsets.list(req.ctx),
  )
  app.post(
    '/api/colorsets',
    {
      config: { access: 'admin' },
      schema: { body: CreateColorsetBody, response: { 201: Colorset } },
    },
    async (req, reply) => reply.status(201).send(await colorsets.create(req.ctx, req.body)),
  )
  app.get(
    '/api/colorsets/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Colorset } } },
    (req) => colorsets.get(req.ctx, req.params.id),
  )
  app.patch(
    '/api/colorsets/:id',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: UpdateColorsetBody, response: { 200: Colorset } },
    },
    (req) => colorsets.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/colorsets/:id',
    { config: { access: 'admin' }, schema: { params: IdParams } },
    async (req, reply) => {
      await colorsets.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/themes',
    { config: { access: 'member' }, schema: { response: { 200: z.array(Theme) } } },
    (req) => themes.list(req.ctx),
  )
  app.post(
    '/api/themes',
    { config: { access: 'admin' }, schema: { body: CreateThemeBody, response: { 201: Theme } } },
    async (req, reply) => reply.status(201).send(await themes.create(req.ctx, req.body)),
  )
  app.get(
    '/api/themes/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Theme } } },
    (req) => themes.get(req.ctx, req.params.id),
  )
  app.patch(
    '/api/themes/:id',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: UpdateThemeBody, response: { 200: Theme } },
    },
    (req) => themes.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/themes/:id',
    { config: { access: 'admin' }, schema: { params: IdParams } },
    async (req, reply) => {
      await themes.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )
}
