import type Stripe from 'stripe'
import type { Clock } from '../../../lib/clock.ts'
import type { JobLog } from '../../../lib/job-queue.ts'
import { createTranslator } from '../../../lib/i18n/translate.ts'
import type { PaymentCollector } from '../payment-collector.ts'
import type { PaymentFailedNotice } from './payment-failed-mail.ts'
import type { InvoiceRow, StripeRepository } from './stripe-repository.ts'

export interface StripeCollectorDeps {
  repo: StripeRepository
  stripe: Stripe
  clock: Clock
  log: JobLog
  /** Tells the owners (a mail); runs once per refusal that turned the invoice failed. */
  onFailed: PaymentFailedNotice
}

/**
 * Charges an invoice on the organisation's default method, off-session (decision 030). One
 * PaymentIntent per invoice: the first charge has the idempotency key `invoice-{id}`, so a job
 * that runs twice gets Stripe's first answer back; an invoice with a PaymentIntent that is not
 * settled yet (SEPA takes days) is left to the webhook. A failed invoice is charged again by
 * confirming its PaymentIntent with the default method of now.
 *
 * A refusal (declined card, authentication the owner would have to give, a method Stripe no
 * longer has) marks the invoice failed with Stripe's words; Stripe out of reach throws, so the
 * job tries again later.
 */
export function createStripeCollector({
  repo,
  stripe,
  clock,
  log,
  onFailed,
}: StripeCollectorDeps): PaymentCollector {
  async function fail(invoice: InvoiceRow, reason: string, paymentIntentId?: string | null) {
    const failed = await repo.updateUnpaidInvoice(invoice.id, {
      status: 'failed',
      failureReason: reason,
      ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}),
      updatedAt: clock.now(),
    })
    if (failed) await onFailed(failed, reason)
  }

  async function settle(invoice: InvoiceRow, intent: Stripe.PaymentIntent) {
    const now = clock.now()
    if (intent.status === 'succeeded')
      return repo.updateUnpaidInvoice(invoice.id, {
        status: 'paid',
        paidAt: now,
        failureReason: null,
        stripePaymentIntentId: intent.id,
        updatedAt: now,
      })
    if (intent.status === 'processing')
      return repo.updateUnpaidInvoice(invoice.id, {
        status: 'open',
        failureReason: null,
        stripePaymentIntentId: intent.id,
        updatedAt: now,
      })
    return fail(
      invoice,
      intent.last_payment_error?.message ?? `payment ${intent.status.replaceAll('_', ' ')}`,
      intent.id,
    )
  }

  return {
    provider: 'stripe',

    async collect(invoiceId) {
      const invoice = await repo.invoice(invoiceId)
      if (!invoice || invoice.provider !== 'stripe') return
      if (invoice.status !== 'open' && invoice.status !== 'failed') return
      // Charged already and waiting for Stripe's word (webhook): never a second PaymentIntent.
      if (invoice.status === 'open' && invoice.stripePaymentIntentId) return

      // Nothing to charge (a free period): Stripe takes no PaymentIntent of 0.
      if (invoice.amount === 0) {
        const now = clock.now()
        await repo.updateUnpaidInvoice(invoice.id, { status: 'paid', paidAt: now, updatedAt: now })
        return
      }

      const organization = await repo.organization(invoice.organizationId)
      const method = await repo.methods.findDefault({ organizationId: invoice.organizationId })
      if (!organization?.stripeCustomerId || !method) {
        const t = createTranslator(organization?.mailLocale ?? 'de')
        await fail(invoice, t('payments.no_default_method'))
        log.warn(
          { invoiceId, organizationId: invoice.organizationId },
          'invoice not charged: the organisation has no default payment method',
        )
        return
      }

      const metadata = {
        invoice_id: String(invoice.id),
        organization_id: String(invoice.organizationId),
      }
      try {
        const intent =
          invoice.status === 'failed' && invoice.stripePaymentIntentId
            ? await stripe.paymentIntents.confirm(
                invoice.stripePaymentIntentId,
                { payment_method: method.stripePaymentMethodId, off_session: true },
                // One key per failed attempt: a job that runs twice confirms once.
                { idempotencyKey: `invoice-${invoice.id}-retry-${invoice.updatedAt.getTime()}` },
              )
            : await stripe.paymentIntents.create(
                {
                  amount: invoice.amount,
                  currency: invoice.currency.toLowerCase(),
                  customer: organization.stripeCustomerId,
                  payment_method: method.stripePaymentMethodId,
                  allowed_payment_method_types: [method.type],
                  off_session: true,
                  confirm: true,
                  description: `Sitewerk ${invoice.number}`,
                  metadata,
                },
                { idempotencyKey: `invoice-${invoice.id}` },
              )
        await settle(invoice, intent)
      } catch (error) {
        if (
          error instanceof stripe.errors.StripeCardError ||
          error instanceof stripe.errors.StripeInvalidRequestError
        ) {
          const intent = error.payment_intent as Stripe.PaymentIntent | undefined
          await fail(invoice, error.message, intent?.id)
          log.warn(
            { invoiceId, organizationId: invoice.organizationId, code: error.code },
            'invoice charge refused by Stripe',
          )
          return
        }
        throw error
      }
    },
  }
}
