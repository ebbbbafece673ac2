import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NotificationList, NotificationReadBody } from '@sitewerk/contracts'
import type { NotificationsService } from './service.ts'

/** The bell of the back office: the current organisation's notifications for the signed-in member. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService
}> = async (app, { notifications }) => {
  app.get(
    '/api/notifications',
    { config: { access: 'member' }, schema: { response: { 200: NotificationList } } },
    (req) => notifications.list(req.ctx),
  )
  app.post(
    '/api/notifications/read',
    { config: { access: 'member' }, schema: { body: NotificationReadBody } },
    async (req, reply) => {
      await notifications.markRead(req.ctx, req.body.ids)
      return reply.status(204).send()
    },
  )
}
