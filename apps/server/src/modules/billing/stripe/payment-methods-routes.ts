import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AddPaymentMethodBody,
  IdParams,
  PaymentMethod,
  SetupIntentBody,
  SetupIntentResponse,
} from '@sitewerk/contracts'
import type { PaymentMethodsService } from './payment-methods-service.ts'

/**
 * Payment methods of X-Organization-Id's organisation (spec §2 /backend/organization/payments/
 * methods): owners only, as everything about billing (issue #16 scope 5).
 */
/** Nobody enters or removes a means of payment for the owner through a test user (decision 033). */
const ownerNotTestUser = { access: 'owner', testUser: 'refused' } as const

export const paymentMethodsRoutes: FastifyPluginAsyncZod<{
  paymentMethods: PaymentMethodsService
}> = async (app, { paymentMethods }) => {
  app.get(
    '/api/payment-methods',
    { config: { access: 'owner' }, schema: { response: { 200: z.array(PaymentMethod) } } },
    (req) => paymentMethods.list(req.ctx),
  )
  app.post(
    '/api/payment-methods/setup-intent',
    {
      config: ownerNotTestUser,
      schema: { body: SetupIntentBody, response: { 200: SetupIntentResponse } },
    },
    (req) => paymentMethods.createSetupIntent(req.ctx, req.body.type),
  )
  app.post(
    '/api/payment-methods',
    {
      config: ownerNotTestUser,
      schema: { body: AddPaymentMethodBody, response: { 201: PaymentMethod } },
    },
    async (req, reply) =>
      reply.status(201).send(await paymentMethods.add(req.ctx, req.body.setup_intent_id)),
  )
  app.put(
    '/api/payment-methods/:id/default',
    {
      config: ownerNotTestUser,
      schema: { params: IdParams, response: { 200: PaymentMethod } },
    },
    (req) => paymentMethods.setDefault(req.ctx, req.params.id),
  )
  app.delete(
    '/api/payment-methods/:id',
    { config: ownerNotTestUser, schema: { params: IdParams } },
    async (req, reply) => {
      await paymentMethods.remove(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )
}
