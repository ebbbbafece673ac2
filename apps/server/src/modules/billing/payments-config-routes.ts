import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PaymentsConfig } from '@sitewerk/contracts'

/**
 * GET payments/config (spec §7: the card provider's public key, loaded once the user is signed
 * in): which provider collects invoices, Stripe's publishable key, the operator's bank account.
 */
export const paymentsConfigRoutes: FastifyPluginAsyncZod<{ payments: PaymentsConfig }> = async (
  app,
  { payments },
) => {
  const answer = PaymentsConfig.parse(payments)
  app.get(
    '/api/payments/config',
    { config: { access: 'user' }, schema: { response: { 200: PaymentsConfig } } },
    () => answer,
  )
}
