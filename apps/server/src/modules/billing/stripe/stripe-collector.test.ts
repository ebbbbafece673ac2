import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices, jobs, organizations } from '../../../db/schema/index.ts'
import { systemClock } from '../../../lib/clock.ts'
import {
  addPaymentMethod,
  insertInvoice,
  organizationOwner,
  stripeTestApp,
} from '../../../test/payments.ts'
import { createStripeSetup } from './stripe-client.ts'
import { createStripeCollector } from './stripe-collector.ts'
import { createStripeRepository } from './stripe-repository.ts'

type StripeTestApp = Awaited<ReturnType<typeof stripeTestApp>>

const silent = { info: () => {}, warn: () => {}, error: () => {} }

/**
 * The collector as app.ts builds it, over the test app's database and Stripe address; the
 * owners' notices it sends are collected in `notices`.
 */
async function collectorOf(testApp: StripeTestApp, notices: string[] = []) {
  return createStripeCollector({
    repo: createStripeRepository(testApp.database.db),
    stripe: (await createStripeSetup(testApp.config))!.client,
    clock: systemClock,
    log: silent,
    onFailed: async (invoice, reason) => {
      notices.push(`${invoice.number}: ${reason}`)
    },
  })
}

const invoiceRow = async (testApp: StripeTestApp, id: number) =>
  (await testApp.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!

describe('Stripe collector (decision 030)', () => {
  it('charges the default card once with the invoice as idempotency key, even when the job runs twice', async () => {
    const testApp = await stripeTestApp()
    const { stripe } = testApp
    const { client, organization } = await organizationOwner(testApp)
    const { paymentMethodId } = await addPaymentMethod(client, stripe)
    const invoice = await insertInvoice(testApp, { organizationId: organization.id, amount: 2380 })
    const collector = await collectorOf(testApp)

    await collector.collect(invoice.id)
    // The job runs again as if the first run died after Stripe charged and before the invoice
    // was written: the same key gets Stripe's first answer, not a second charge.
    await testApp.database.db
      .update(invoices)
      .set({ status: 'open', paidAt: null, stripePaymentIntentId: null })
      .where(eq(invoices.id, invoice.id))
    await collector.collect(invoice.id)
    // A third run finds the invoice paid and asks Stripe nothing.
    await collector.collect(invoice.id)

    const creates = stripe.requests.filter((r) => r.path === '/v1/payment_intents')
    expect(creates).toHaveLength(2)
    for (const request of creates)
      expect(request).toMatchObject({
        idempotencyKey: `invoice-${invoice.id}`,
        body: {
          amount: '2380',
          currency: 'eur',
          customer: expect.stringMatching(/^cus_/),
          payment_method: paymentMethodId,
          off_session: 'true',
          confirm: 'true',
          metadata: { invoice_id: String(invoice.id), organization_id: String(organization.id) },
        },
      })
    const intents = stripe.objectsOf('payment_intent')
    expect(intents).toHaveLength(1)
    const paid = await invoiceRow(testApp, invoice.id)
    expect(paid).toMatchObject({
      status: 'paid',
      stripePaymentIntentId: intents[0]!.id,
      failureReason: null,
    })
    expect(paid.paidAt).toBeInstanceOf(Date)
  })

  it('a declined card fails the invoice with Stripe’s words; the next run confirms the same intent with the new default', async () => {
    const testApp = await stripeTestApp()
    const { stripe } = testApp
    const { client, organization } = await organizationOwner(testApp)
    await addPaymentMethod(client, stripe, { decline: true })
    const invoice = await insertInvoice(testApp, { organizationId: organization.id })
    const notices: string[] = []
    const collector = await collectorOf(testApp, notices)

    await expect(collector.collect(invoice.id)).resolves.toBeUndefined()
    expect(notices).toEqual([`${invoice.number}: Your card has insufficient funds.`])
    const failed = await invoiceRow(testApp, invoice.id)
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'Your card has insufficient funds.',
      stripePaymentIntentId: expect.stringMatching(/^pi_/),
    })

    const good = await addPaymentMethod(client, stripe)
    await client.put(`/api/payment-methods/${good.method.id}/default`)
    await collector.collect(invoice.id)
    const paid = await invoiceRow(testApp, invoice.id)
    expect(paid).toMatchObject({
      status: 'paid',
      failureReason: null,
      stripePaymentIntentId: failed.stripePaymentIntentId,
    })
    expect(stripe.objectsOf('payment_intent')).toHaveLength(1)
    const confirm = stripe.requests.find((r) => r.path.endsWith('/confirm'))
    expect(confirm).toMatchObject({
      body: { payment_method: good.paymentMethodId, off_session: 'true' },
      idempotencyKey: `invoice-${invoice.id}-retry-${failed.updatedAt.getTime()}`,
    })
  })

  it('without a default method the invoice fails with a reason in the organisation’s mail language', async () => {
    const testApp = await stripeTestApp()
    const { organization } = await organizationOwner(testApp)
    await testApp.database.db
      .update(organizations)
      .set({ mailLocale: 'en' })
      .where(eq(organizations.id, organization.id))
    const invoice = await insertInvoice(testApp, { organizationId: organization.id })
    const notices: string[] = []
    await (await collectorOf(testApp, notices)).collect(invoice.id)
    expect(await invoiceRow(testApp, invoice.id)).toMatchObject({
      status: 'failed',
      failureReason: 'No default payment method is saved.',
    })
    expect(notices).toEqual([`${invoice.number}: No default payment method is saved.`])
    expect(testApp.stripe.requests).toHaveLength(0)
  })

  it('Stripe out of reach throws (the job tries again) and leaves the invoice open', async () => {
    const testApp = await stripeTestApp()
    const { client, organization } = await organizationOwner(testApp)
    await addPaymentMethod(client, testApp.stripe)
    const invoice = await insertInvoice(testApp, { organizationId: organization.id })
    testApp.stripe.setUnavailable(true)
    await expect((await collectorOf(testApp)).collect(invoice.id)).rejects.toThrow()
    expect(await invoiceRow(testApp, invoice.id)).toMatchObject({
      status: 'open',
      stripePaymentIntentId: null,
    })
  })

  it('leaves invoices of the invoice provider and void ones alone, settles free ones without Stripe; SEPA stays open while processing', async () => {
    const testApp = await stripeTestApp()
    const { stripe } = testApp
    const { client, organization } = await organizationOwner(testApp)
    await addPaymentMethod(client, stripe, { type: 'sepa_debit' })
    const before = stripe.requests.length
    const byTransfer = await insertInvoice(testApp, {
      organizationId: organization.id,
      provider: 'invoice',
    })
    const voided = await insertInvoice(testApp, { organizationId: organization.id })
    await testApp.database.db
      .update(invoices)
      .set({ status: 'void' })
      .where(eq(invoices.id, voided.id))
    const collector = await collectorOf(testApp)
    await collector.collect(byTransfer.id)
    await collector.collect(voided.id)
    await collector.collect(999_999)
    const free = await insertInvoice(testApp, { organizationId: organization.id, amount: 0 })
    await collector.collect(free.id)
    expect(stripe.requests).toHaveLength(before)
    expect(await invoiceRow(testApp, free.id)).toMatchObject({ status: 'paid' })
    expect(await invoiceRow(testApp, byTransfer.id)).toMatchObject({ status: 'open' })

    const sepa = await insertInvoice(testApp, { organizationId: organization.id })
    await collector.collect(sepa.id)
    await collector.collect(sepa.id)
    expect(stripe.objectsOf('payment_intent')).toHaveLength(1)
    expect(await invoiceRow(testApp, sepa.id)).toMatchObject({
      status: 'open',
      stripePaymentIntentId: stripe.objectsOf('payment_intent')[0]!.id,
    })
    expect(stripe.requests.at(-1)?.body).toMatchObject({
      allowed_payment_method_types: ['sepa_debit'],
    })
  })

  it("runs the billing run's 'billing.collect' job", async () => {
    const testApp = await stripeTestApp({ env: { JOBS_POLL_MS: '20' } })
    const { client, organization } = await organizationOwner(testApp)
    await addPaymentMethod(client, testApp.stripe)
    const invoice = await insertInvoice(testApp, { organizationId: organization.id })
    await testApp.database.db.insert(jobs).values({
      kind: 'billing.collect',
      organizationId: organization.id,
      payload: { invoiceId: invoice.id },
    })
    await expect
      .poll(async () => (await invoiceRow(testApp, invoice.id)).status, { timeout: 10_000 })
      .toBe('paid')
  })
})
