import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type Stripe from 'stripe'
import { z } from 'zod'
import { AppError, ConflictError } from '../../../lib/errors.ts'
import type { StripeSetup } from './stripe-client.ts'
import type { StripeWebhook } from './stripe-webhook.ts'

/**
 * POST /api/stripe/webhook: Stripe's calls, signed with the endpoint's secret (decision 030).
 * No session and no CSRF token (declared per decision 013): the signature over the raw body is
 * the protection, so this plugin keeps JSON bodies as the bytes Stripe signed. The content-type
 * parser is this plugin's own; every other route parses JSON as before.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  stripe: StripeSetup | null
  webhook: StripeWebhook | null
}> = async (app, { stripe, webhook }) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  )
  app.post(
    '/api/stripe/webhook',
    {
      config: { access: 'guest', csrf: false },
      schema: { response: { 200: z.object({ received: z.literal(true) }) } },
    },
    async (req) => {
      if (!stripe || !webhook) throw new ConflictError(req.ctx.t('payments.not_configured'))
      const signature = req.headers['stripe-signature']
      if (!Buffer.isBuffer(req.body) || typeof signature !== 'string')
        throw new AppError('Missing Stripe signature or body.', 400)
      let event: Stripe.Event
      try {
        event = stripe.client.webhooks.constructEvent(req.body, signature, stripe.webhookSecret)
      } catch {
        throw new AppError('Invalid Stripe signature.', 400)
      }
      const fresh = await webhook.handle(event)
      if (!fresh) req.log.info({ event: event.id }, 'Stripe event seen before')
      return { received: true as const }
    },
  )
}
