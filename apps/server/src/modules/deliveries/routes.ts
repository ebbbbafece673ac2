import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  FormDeliveriesQuery,
  FormDelivery,
  FormDeliveryParams,
  FormEntryDetail,
  FormEntryParams,
  IdParams,
} from '@sitewerk/contracts'
import type { DeliveriesService } from './service.ts'

/** A form's mails and webhook calls in the back office: what went out, what failed, try again. */
export const deliveriesRoutes: FastifyPluginAsyncZod<{ deliveries: DeliveriesService }> = async (
  app,
  { deliveries },
) => {
  app.get(
    '/api/forms/:id/entries/:entryId',
    {
      config: { access: 'member' },
      schema: { params: FormEntryParams, response: { 200: FormEntryDetail } },
    },
    (req) => deliveries.entryDetail(req.ctx, req.params.id, req.params.entryId),
  )
  app.get(
    '/api/forms/:id/deliveries',
    {
      config: { access: 'member' },
      schema: {
        params: IdParams,
        querystring: FormDeliveriesQuery,
        response: { 200: z.array(FormDelivery) },
      },
    },
    (req) => deliveries.list(req.ctx, req.params.id, req.query.state),
  )
  app.post(
    '/api/forms/:id/deliveries/:deliveryId/retry',
    {
      config: { access: 'admin' },
      schema: { params: FormDeliveryParams, response: { 200: FormDelivery } },
    },
    (req) => deliveries.retry(req.ctx, req.params.id, req.params.deliveryId),
  )
}
