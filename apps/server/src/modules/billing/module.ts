import { defineModule } from '../../lib/modules.ts'
import { createBilling, type Billing } from './billing.ts'
import { createInvoiceCollector } from './invoice-collector.ts'
import { createInvoicesRepository } from './invoices-repository.ts'
import type { PaymentCollector } from './payment-collector.ts'
import { paymentsConfigRoutes } from './payments-config-routes.ts'
import { billingRoutes } from './routes.ts'
import { createPaymentFailedNotifier } from './stripe/payment-failed-mail.ts'
import { paymentMethodsRoutes } from './stripe/payment-methods-routes.ts'
import { createPaymentMethodsService } from './stripe/payment-methods-service.ts'
import { createStripeSetup } from './stripe/stripe-client.ts'
import { createStripeCollector } from './stripe/stripe-collector.ts'
import { createStripeRepository } from './stripe/stripe-repository.ts'
import { createStripeWebhook } from './stripe/stripe-webhook.ts'
import { stripeWebhookRoutes } from './stripe/stripe-webhook-routes.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    billing: Billing
  }
}

/**
 * Plans, subscriptions, entitlements and invoices (decision 029). Payments (decision 030): Stripe
 * when its keys are set, else the invoice provider (bank transfer, marked paid by a superuser).
 */
export const billingModule = defineModule({
  name: 'billing',
  needs: [],
  async build({ config, db, clock, log, jobs, mailer, audit, access }) {
    const bankAccount =
      config.BANK_ACCOUNT_HOLDER && config.BANK_ACCOUNT_IBAN
        ? {
            holder: config.BANK_ACCOUNT_HOLDER,
            iban: config.BANK_ACCOUNT_IBAN,
            bic: config.BANK_ACCOUNT_BIC ?? null,
          }
        : null
    const stripe = await createStripeSetup(config)
    const stripeRepo = createStripeRepository(db)
    const paymentMethods = createPaymentMethodsService({
      repo: stripeRepo,
      stripe: stripe?.client ?? null,
      clock,
    })
    const onFailed = createPaymentFailedNotifier({
      mailer,
      appUrl: config.APP_URL,
      repo: stripeRepo,
      ownersOf: access.ownersOf,
    })
    const invoices = createInvoicesRepository(db)
    const collector: PaymentCollector = stripe
      ? createStripeCollector({ repo: stripeRepo, stripe: stripe.client, clock, log, onFailed })
      : createInvoiceCollector({
          invoices,
          recipientsOf: async (organizationId) => {
            const organization = await invoices.organizationForMail(organizationId)
            return (
              organization && { ...organization, owners: await access.ownersOf(organizationId) }
            )
          },
          mailer,
          bankAccount,
          appUrl: config.APP_URL,
        })
    const billing = createBilling({ db, clock, queue: jobs, collector, audit })
    const webhook =
      stripe &&
      createStripeWebhook({
        repo: stripeRepo,
        stripe: stripe.client,
        paymentMethods,
        clock,
        log,
        onFailed,
      })
    return {
      provides: billing,
      async routes(app) {
        await app.register(billingRoutes, { billing })
        await app.register(paymentsConfigRoutes, {
          payments: {
            provider: stripe ? 'stripe' : 'invoice',
            publishable_key: stripe?.publishableKey ?? null,
            bank_account: bankAccount,
          },
        })
        await app.register(paymentMethodsRoutes, { paymentMethods })
        await app.register(stripeWebhookRoutes, { stripe, webhook })
      },
      // Trials that end, periods that roll, pending changes, invoices (decision 029).
      periodic: [
        {
          name: 'billing run',
          everyMs: config.BILLING_RUN_SECONDS * 1000,
          run: (now) => billing.runBilling(now),
        },
      ],
    }
  },
})
