import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OutboxMail, OutboxQuery } from '@sitewerk/contracts'
import { z } from 'zod'
import type { MailService } from './service.ts'

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/superuser/mails',
    {
      config: { access: 'superuser' },
      schema: { querystring: OutboxQuery, response: { 200: z.array(OutboxMail) } },
    },
    (req) => mail.listOutbox({ ctx: req.ctx, to: req.query.to }),
  )
}
