import type Stripe from 'stripe'
import type { Clock } from '../../../lib/clock.ts'
import type { JobLog } from '../../../lib/job-queue.ts'
import type { PaymentFailedNotice } from './payment-failed-mail.ts'
import type { PaymentMethodsService } from './payment-methods-service.ts'
import type { StripeQueries, StripeRepository } from './stripe-repository.ts'

export interface StripeWebhookDeps {
  repo: StripeRepository
  stripe: Stripe
  paymentMethods: PaymentMethodsService
  clock: Clock
  log: JobLog
  /** Tells the owners of an invoice a failure event made failed; after the commit. */
  onFailed: PaymentFailedNotice
}

/**
 * Applies one verified Stripe event, once (decision 030): the event id is recorded in the same
 * transaction as its effect, so a replay changes nothing and an effect that fails leaves the event
 * for Stripe's next delivery. Events may come in any order: paid is final, a failure after it is
 * ignored, and each effect reads the current row rather than trusting the order.
 */
export function createStripeWebhook({
  repo,
  stripe,
  paymentMethods,
  clock,
  log,
  onFailed,
}: StripeWebhookDeps) {
  /** The invoice a PaymentIntent was made for, if it is ours and agrees with the intent. */
  async function invoiceOf(tx: StripeQueries, intent: Stripe.PaymentIntent) {
    const invoiceId = Number(intent.metadata?.invoice_id)
    const organizationId = Number(intent.metadata?.organization_id)
    if (!Number.isSafeInteger(invoiceId) || !Number.isSafeInteger(organizationId)) return null
    const invoice = await tx.invoice(invoiceId)
    const matches =
      invoice?.organizationId === organizationId &&
      invoice.provider === 'stripe' &&
      (invoice.stripePaymentIntentId === null || invoice.stripePaymentIntentId === intent.id)
    if (!matches) {
      log.warn({ paymentIntent: intent.id, invoiceId }, 'Stripe event for no invoice of ours')
      return null
    }
    return invoice
  }

  /** Applies the event; returns what to do once its transaction committed (a mail). */
  async function apply(
    tx: StripeQueries,
    event: Stripe.Event,
    now: Date,
  ): Promise<(() => Promise<void>) | undefined> {
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object
        const invoice = await invoiceOf(tx, intent)
        if (invoice)
          await tx.updateUnpaidInvoice(invoice.id, {
            status: 'paid',
            paidAt: new Date(event.created * 1000),
            failureReason: null,
            stripePaymentIntentId: intent.id,
            updatedAt: now,
          })
        return
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object
        const invoice = await invoiceOf(tx, intent)
        if (!invoice || invoice.status === 'void') return
        const reason = intent.last_payment_error?.message ?? 'payment failed'
        const failed = await tx.updateUnpaidInvoice(invoice.id, {
          status: 'failed',
          failureReason: reason,
          stripePaymentIntentId: intent.id,
          updatedAt: now,
        })
        // An invoice that was failed already (the collector told the owners) is not told again.
        if (failed && invoice.status !== 'failed') return () => onFailed(failed, reason)
        return
      }
      case 'payment_intent.processing': {
        // SEPA: the debit takes days; the invoice stays open with its intent.
        const intent = event.data.object
        const invoice = await invoiceOf(tx, intent)
        if (invoice && invoice.status === 'open' && !invoice.stripePaymentIntentId)
          await tx.updateUnpaidInvoice(invoice.id, {
            stripePaymentIntentId: intent.id,
            updatedAt: now,
          })
        return
      }
      case 'payment_method.detached': {
        const stored = await tx.methods.findByStripeId(event.data.object.id)
        if (!stored) return
        const successor = stored.isDefault
          ? await tx.methods.successorOf({ organizationId: stored.organizationId, id: stored.id })
          : null
        await tx.methods.delete({
          organizationId: stored.organizationId,
          id: stored.id,
          ...(successor ? { successorId: successor.id } : {}),
        })
        return
      }
      default:
        return
    }
  }

  return {
    /** Handles a verified event; returns whether it was new. */
    async handle(event: Stripe.Event): Promise<boolean> {
      const now = clock.now()
      // The method of a confirmed setup is stored with Stripe's details, fetched before the
      // transaction (no network call while rows are locked); storing twice is refused by the key.
      if (event.type === 'setup_intent.succeeded') await keepSetupMethod(event.data.object)
      const applied = await repo.transaction(async (tx) => {
        if (!(await tx.recordEvent(event, now))) return null
        return { after: await apply(tx, event, now) }
      })
      await applied?.after?.()
      return applied !== null
    },
  }

  async function keepSetupMethod(setupIntent: Stripe.SetupIntent) {
    const customerId =
      typeof setupIntent.customer === 'string' ? setupIntent.customer : setupIntent.customer?.id
    const organization = customerId ? await repo.organizationOfCustomer(customerId) : null
    if (!organization || !customerId) return
    const result = await paymentMethods.keep(stripe, {
      organizationId: organization.id,
      customerId,
      setupIntent,
    })
    if (!result.ok && result.reason !== 'method_exists')
      log.warn({ setupIntent: setupIntent.id, reason: result.reason }, 'setup intent not kept')
  }
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>
