import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreateScheduleBody,
  IdParams,
  PreviewLink,
  PublishSchedule,
  UpdateScheduleBody,
} from '@sitewerk/contracts'
import type { PreviewLinks } from './preview-link.ts'
import type { Schedules } from './schedules.ts'

/** Planned publishes and preview links (issue #15): every member of the organisation may make them. */
export const scheduleRoutes: FastifyPluginAsyncZod<{
  schedules: Schedules
  previewLinks: PreviewLinks
}> = async (app, { schedules, previewLinks }) => {
  app.post(
    '/api/sites/:id/schedules',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: CreateScheduleBody, response: { 201: PublishSchedule } },
    },
    async (req, reply) =>
      reply.status(201).send(await schedules.create(req.ctx, req.params.id, req.body)),
  )
  app.patch(
    '/api/schedules/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: UpdateScheduleBody, response: { 200: PublishSchedule } },
    },
    (req) => schedules.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/schedules/:id',
    { config: { access: 'member' }, schema: { params: IdParams } },
    async (req, reply) => {
      await schedules.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )
  app.post(
    '/api/page/:id/preview-link',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: PreviewLink } },
    },
    (req) => previewLinks.create(req.ctx, req.params.id),
  )
}
