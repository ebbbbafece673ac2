import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateReusableSectionBody,
  IdParams,
  PlaceReusableSectionBody,
  ReusableSection,
  Section,
  UpdateReusableSectionBody,
} from '@sitewerk/contracts'
import type { ReusableService } from './reusable-service.ts'

/** Reusable sections (issue 19, decision 041). */
export const reusableRoutes: FastifyPluginAsyncZod<{ reusable: ReusableService }> = async (
  app,
  { reusable },
) => {
  app.get(
    '/api/sites/:id/reusable-sections',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: z.array(ReusableSection) } },
    },
    (req) => reusable.listOfSite(req.ctx, req.params.id),
  )
  app.get(
    '/api/reusable-section/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: ReusableSection } },
    },
    (req) => reusable.get(req.ctx, req.params.id),
  )
  app.post(
    '/api/reusable-section',
    {
      config: { access: 'member' },
      schema: { body: CreateReusableSectionBody, response: { 201: ReusableSection } },
    },
    async (req, reply) => reply.status(201).send(await reusable.create(req.ctx, req.body)),
  )
  app.patch(
    '/api/reusable-section/:id',
    {
      config: { access: 'member' },
      schema: {
        params: IdParams,
        body: UpdateReusableSectionBody,
        response: { 200: ReusableSection },
      },
    },
    (req) => reusable.rename(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/reusable-section/:id',
    // still placed: 409 ReusableSectionInUseErrorBody (the error handler writes it)
    { config: { access: 'member' }, schema: { params: IdParams } },
    async (req, reply) => {
      await reusable.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )
  app.post(
    '/api/reusable-section/:id/place',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: PlaceReusableSectionBody, response: { 201: Section } },
    },
    async (req, reply) =>
      reply.status(201).send(await reusable.place(req.ctx, req.params.id, req.body)),
  )
  app.post(
    '/api/section/:id/detach',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Section } } },
    (req) => reusable.detach(req.ctx, req.params.id),
  )
}
