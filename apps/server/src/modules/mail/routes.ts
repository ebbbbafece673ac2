import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  IdParams,
  OutboxMail,
  OutboxQuery,
  ResendMailResponse,
  SuperuserOutboxMail,
  SuperuserOutboxPage,
  SuperuserOutboxQuery,
} from '@sitewerk/contracts'
import { z } from 'zod'
import type { MailService } from './service.ts'

const superuser = { access: 'superuser' } as const

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/superuser/mails',
    {
      config: superuser,
      schema: { querystring: OutboxQuery, response: { 200: z.array(OutboxMail) } },
    },
    (req) => mail.listOutbox({ ctx: req.ctx, to: req.query.to }),
  )

  // The operator's outbox (issue #17): searched and paged, one mail whole, sent again.
  app.get(
    '/superuser/outbox',
    {
      config: superuser,
      schema: { querystring: SuperuserOutboxQuery, response: { 200: SuperuserOutboxPage } },
    },
    (req) => mail.page({ ctx: req.ctx, query: req.query }),
  )
  app.get(
    '/superuser/outbox/:id',
    { config: superuser, schema: { params: IdParams, response: { 200: SuperuserOutboxMail } } },
    (req) => mail.get({ ctx: req.ctx, id: req.params.id }),
  )
  app.post(
    '/superuser/outbox/:id/resend',
    { config: superuser, schema: { params: IdParams, response: { 200: ResendMailResponse } } },
    (req) => mail.resend({ ctx: req.ctx, id: req.params.id }),
  )
}
