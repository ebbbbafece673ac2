import type Stripe from 'stripe'
import { toDbDateTime, type PaymentMethod } from '@sitewerk/contracts'
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.ts'
import type { Clock } from '../../../lib/clock.ts'
import { requireOrganization, type RequestContext } from '../../../lib/request-context.ts'
import type { Translate } from '../../../lib/i18n/translate.ts'
import { askStripe, isStripeMissing } from './stripe-errors.ts'
import type { NewPaymentMethod, PaymentMethodRow, StripeRepository } from './stripe-repository.ts'

export interface PaymentMethodsDeps {
  repo: StripeRepository
  /** Null without Stripe keys: every call that needs Stripe answers 409. */
  stripe: Stripe | null
  clock: Clock
}

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    is_default: row.isDefault,
    created_at: toDbDateTime(row.createdAt),
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** Why a confirmed setup intent's method was not kept. */
type KeepRefusal = 'setup_not_succeeded' | 'setup_foreign' | 'method_unsupported' | 'method_exists'
type KeepResult = { ok: true; row: PaymentMethodRow } | { ok: false; reason: KeepRefusal }

/**
 * The organisation's cards and SEPA mandates at Stripe (issue #16 scope 4, decision 030): a setup
 * intent lets Stripe.js take the details (they never reach this server), then the confirmed
 * method is kept here with its brand and last four digits. The default method is the one the
 * billing run charges; it is also the customer's default at Stripe.
 */
export function createPaymentMethodsService({ repo, stripe, clock }: PaymentMethodsDeps) {
  const requireStripe = (t: Translate) => {
    if (!stripe) throw new ConflictError(t('payments.not_configured'))
    return stripe
  }

  const setCustomerDefault = (client: Stripe, customerId: string, paymentMethodId: string) =>
    client.customers.update(customerId, {
      invoice_settings: { default_payment_method: paymentMethodId },
    })

  /** The organisation's Stripe customer, created on first need (one per organisation). */
  async function customerOf(client: Stripe, organizationId: number) {
    const organization = await repo.organization(organizationId)
    if (!organization) throw new NotFoundError()
    if (organization.stripeCustomerId) return organization.stripeCustomerId
    const customer = await client.customers.create(
      { name: organization.title, metadata: { organization_id: String(organizationId) } },
      { idempotencyKey: `org-${organizationId}-customer` },
    )
    return (
      (await repo.setStripeCustomer({ organizationId, customerId: customer.id })) ?? customer.id
    )
  }

  /**
   * Keeps the method of a setup intent of the organisation's customer; the route and the
   * setup_intent.succeeded webhook share it, whichever comes first stores the method.
   */
  async function keep(
    client: Stripe,
    {
      organizationId,
      customerId,
      setupIntent,
    }: {
      organizationId: number
      customerId: string
      setupIntent: Stripe.SetupIntent
    },
  ): Promise<KeepResult> {
    if (idOf(setupIntent.customer) !== customerId) return { ok: false, reason: 'setup_foreign' }
    const paymentMethodId = idOf(setupIntent.payment_method)
    if (setupIntent.status !== 'succeeded' || !paymentMethodId)
      return { ok: false, reason: 'setup_not_succeeded' }
    if (await repo.methods.findByStripeId(paymentMethodId))
      return { ok: false, reason: 'method_exists' }
    const method = await client.paymentMethods.retrieve(paymentMethodId)
    if (idOf(method.customer) !== customerId) return { ok: false, reason: 'setup_foreign' }
    const fields = describe(method)
    if (!fields) return { ok: false, reason: 'method_unsupported' }
    const row = await repo.methods.insert({ organizationId, method: fields, now: clock.now() })
    if (!row) return { ok: false, reason: 'method_exists' }
    if (row.isDefault) await setCustomerDefault(client, customerId, paymentMethodId)
    return { ok: true, row }
  }

  return {
    keep,

    async list(ctx: RequestContext) {
      const { id: organizationId } = requireOrganization(ctx)
      return (await repo.methods.list({ organizationId })).map(toPaymentMethod)
    },

    async createSetupIntent(ctx: RequestContext, type: PaymentMethod['type']) {
      const { id: organizationId } = requireOrganization(ctx)
      const client = requireStripe(ctx.t)
      return askStripe(client, ctx.t, async () => {
        const customer = await customerOf(client, organizationId)
        const intent = await client.setupIntents.create({
          customer,
          allowed_payment_method_types: [type],
          usage: 'off_session',
          metadata: { organization_id: String(organizationId) },
        })
        if (!intent.client_secret) throw new Error(`setup intent ${intent.id} has no client secret`)
        return { client_secret: intent.client_secret }
      })
    },

    async add(ctx: RequestContext, setupIntentId: string) {
      const { id: organizationId } = requireOrganization(ctx)
      const client = requireStripe(ctx.t)
      const refuse = (reason: KeepRefusal) => {
        if (reason === 'method_exists') throw new ConflictError(ctx.t('payments.method_exists'))
        throw new ValidationError(ctx.t('validation.invalid'), {
          setup_intent_id: [ctx.t(`payments.${reason}`)],
        })
      }
      const result = await askStripe(client, ctx.t, async () => {
        const customerId = (await repo.organization(organizationId))?.stripeCustomerId
        if (!customerId) return refuse('setup_foreign')
        let setupIntent: Stripe.SetupIntent
        try {
          setupIntent = await client.setupIntents.retrieve(setupIntentId)
        } catch (error) {
          if (isStripeMissing(client, error)) return refuse('setup_foreign')
          throw error
        }
        return keep(client, { organizationId, customerId, setupIntent })
      })
      if (!result.ok) return refuse(result.reason)
      return toPaymentMethod(result.row)
    },

    async setDefault(ctx: RequestContext, id: number) {
      const { id: organizationId } = requireOrganization(ctx)
      const client = requireStripe(ctx.t)
      const method = await repo.methods.find({ organizationId, id })
      if (!method) throw new NotFoundError()
      const customerId = (await repo.organization(organizationId))?.stripeCustomerId
      if (customerId)
        await askStripe(client, ctx.t, () =>
          setCustomerDefault(client, customerId, method.stripePaymentMethodId),
        )
      const row = await repo.methods.setDefault({ organizationId, id })
      if (!row) throw new NotFoundError()
      return toPaymentMethod(row)
    },

    /**
     * Detaches the method at Stripe, then forgets it. The default goes only if another method
     * takes over, or nothing is charged by Stripe any more.
     */
    async remove(ctx: RequestContext, id: number) {
      const { id: organizationId } = requireOrganization(ctx)
      const client = requireStripe(ctx.t)
      const method = await repo.methods.find({ organizationId, id })
      if (!method) throw new NotFoundError()
      const successor = method.isDefault
        ? await repo.methods.successorOf({ organizationId, id })
        : null
      if (
        method.isDefault &&
        !successor &&
        (await repo.hasRunningSubscription({ organizationId, now: clock.now() }))
      )
        throw new ConflictError(ctx.t('payments.last_method_in_use'))
      const customerId = (await repo.organization(organizationId))?.stripeCustomerId
      await askStripe(client, ctx.t, async () => {
        try {
          await client.paymentMethods.detach(method.stripePaymentMethodId)
        } catch (error) {
          if (!isStripeMissing(client, error)) throw error
        }
        if (successor && customerId)
          await setCustomerDefault(client, customerId, successor.stripePaymentMethodId)
      })
      await repo.methods.delete({
        organizationId,
        id,
        ...(successor ? { successorId: successor.id } : {}),
      })
    },
  }
}

/** The columns of a Stripe payment method; null for a kind this product does not take. */
function describe(method: Stripe.PaymentMethod): NewPaymentMethod | null {
  if (method.type === 'card' && method.card)
    return {
      stripePaymentMethodId: method.id,
      type: 'card',
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    }
  if (method.type === 'sepa_debit' && method.sepa_debit?.last4)
    return {
      stripePaymentMethodId: method.id,
      type: 'sepa_debit',
      brand: null,
      last4: method.sepa_debit.last4,
      expMonth: null,
      expYear: null,
    }
  return null
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>
