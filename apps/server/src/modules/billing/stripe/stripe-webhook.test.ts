import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/build-test-app.ts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { invoices, paymentMethods, stripeEvents } from '../../../db/schema/index.ts'
import {
  addPaymentMethod,
  insertInvoice,
  organizationOwner,
  stripeTestApp,
} from '../../../test/payments.ts'
import { mailsTo } from '../../../test/outbox.ts'
import { signedStripeEvent } from '../../../test/stripe-server.ts'

type Signed = ReturnType<typeof signedStripeEvent>

const deliver = (testApp: TestApp, { payload, signature }: Pick<Signed, 'payload' | 'signature'>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })

const invoiceRow = async (testApp: TestApp, id: number) =>
  (await testApp.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!

const eventRows = (testApp: TestApp) => testApp.database.db.select().from(stripeEvents)

/** A PaymentIntent as Stripe sends it in an event, for one of our invoices. */
function intent(
  invoice: { id: number; organizationId: number; amount: number },
  fields: Record<string, unknown> = {},
) {
  return {
    id: 'pi_test_webhook',
    object: 'payment_intent',
    amount: invoice.amount,
    currency: 'eur',
    status: 'succeeded',
    last_payment_error: null,
    metadata: {
      invoice_id: String(invoice.id),
      organization_id: String(invoice.organizationId),
    },
    ...fields,
  }
}

const declined = {
  status: 'requires_payment_method',
  last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
}

async function withInvoice() {
  const testApp = await stripeTestApp()
  const { organization, client, user } = await organizationOwner(testApp)
  const invoice = await insertInvoice(testApp, { organizationId: organization.id })
  return { testApp, organization, client, user, invoice }
}

describe('Stripe webhook (decision 030)', () => {
  it('payment_intent.succeeded marks the invoice paid at the event’s time; a replay changes nothing', async () => {
    const { testApp, invoice } = await withInvoice()
    const created = Math.floor(Date.parse('2026-11-20T10:00:00Z') / 1000)
    const event = signedStripeEvent('payment_intent.succeeded', intent(invoice), { created })

    const res = await deliver(testApp, event)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true })
    const paid = await invoiceRow(testApp, invoice.id)
    expect(paid).toMatchObject({ status: 'paid', stripePaymentIntentId: 'pi_test_webhook' })
    expect(paid.paidAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z')

    // The same event again (Stripe delivers at least once): 200, not applied a second time.
    await testApp.database.db
      .update(invoices)
      .set({ status: 'open', paidAt: null })
      .where(eq(invoices.id, invoice.id))
    expect((await deliver(testApp, event)).statusCode).toBe(200)
    expect((await invoiceRow(testApp, invoice.id)).status).toBe('open')
    expect(await eventRows(testApp)).toEqual([
      expect.objectContaining({ id: event.id, type: 'payment_intent.succeeded', created }),
    ])
  })

  it('a failure arriving after the success is ignored; a failure before it is overtaken by it', async () => {
    const { testApp, invoice } = await withInvoice()
    const failure = signedStripeEvent('payment_intent.payment_failed', intent(invoice, declined))
    const success = signedStripeEvent('payment_intent.succeeded', intent(invoice))
    const processing = signedStripeEvent(
      'payment_intent.processing',
      intent(invoice, { status: 'processing' }),
    )

    expect((await deliver(testApp, failure)).statusCode).toBe(200)
    expect(await invoiceRow(testApp, invoice.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    })
    await deliver(testApp, success)
    await deliver(testApp, processing)
    const late = signedStripeEvent('payment_intent.payment_failed', intent(invoice, declined))
    expect((await deliver(testApp, late)).statusCode).toBe(200)
    expect(await invoiceRow(testApp, invoice.id)).toMatchObject({
      status: 'paid',
      failureReason: null,
    })
    expect(await eventRows(testApp)).toHaveLength(4)
  })

  it('SEPA processing keeps the invoice open; its later failure fails it and mails the owners once', async () => {
    const { testApp, invoice, user } = await withInvoice()
    await deliver(
      testApp,
      signedStripeEvent('payment_intent.processing', intent(invoice, { status: 'processing' })),
    )
    expect(await invoiceRow(testApp, invoice.id)).toMatchObject({
      status: 'open',
      stripePaymentIntentId: 'pi_test_webhook',
    })

    const failure = intent(invoice, {
      status: 'requires_payment_method',
      last_payment_error: {
        code: 'insufficient_funds',
        message: 'The account has insufficient funds.',
      },
    })
    await deliver(testApp, signedStripeEvent('payment_intent.payment_failed', failure))
    // Stripe sends a second failure of the same intent (another event id): no second mail.
    await deliver(testApp, signedStripeEvent('payment_intent.payment_failed', failure))
    expect((await invoiceRow(testApp, invoice.id)).status).toBe('failed')
    const mails = await mailsTo(testApp.database, user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ subject: 'Zahlung für Bäckerei Sonne fehlgeschlagen' })
    expect(mails[0]!.text).toContain(
      `die Rechnung ${invoice.number} über 19,00\u00a0€ konnte nicht eingezogen werden. Grund: The account has insufficient funds.`,
    )
    expect(mails[0]!.text).toContain('/backend/organization/payments?organization=')
  })

  it('an intent naming another organisation or another intent than the invoice’s changes nothing', async () => {
    const { testApp, invoice } = await withInvoice()
    const other = await organizationOwner(testApp, 'Gärtnerei Grün')
    const forged = intent(invoice)
    forged.metadata.organization_id = String(other.organization.id)
    expect(
      (await deliver(testApp, signedStripeEvent('payment_intent.succeeded', forged))).statusCode,
    ).toBe(200)
    expect((await invoiceRow(testApp, invoice.id)).status).toBe('open')

    await testApp.database.db
      .update(invoices)
      .set({ stripePaymentIntentId: 'pi_the_real_one' })
      .where(eq(invoices.id, invoice.id))
    await deliver(testApp, signedStripeEvent('payment_intent.succeeded', intent(invoice)))
    expect((await invoiceRow(testApp, invoice.id)).status).toBe('open')
  })

  it('a wrong or missing signature is a 400 and nothing is written', async () => {
    const { testApp, invoice } = await withInvoice()
    const event = signedStripeEvent('payment_intent.succeeded', intent(invoice))
    const wrongSecret = signedStripeEvent(
      'payment_intent.succeeded',
      intent(invoice),
      {},
      'whsec_somebody_else',
    )
    expect((await deliver(testApp, wrongSecret)).statusCode).toBe(400)
    // the body changed after signing
    const tampered = { ...event, payload: event.payload.replace('"amount":1900', '"amount":1') }
    expect((await deliver(testApp, tampered)).statusCode).toBe(400)
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    })
    expect(unsigned.statusCode).toBe(400)
    expect((await invoiceRow(testApp, invoice.id)).status).toBe('open')
    expect(await eventRows(testApp)).toEqual([])
  })

  it('payment_method.detached forgets the method; setup_intent.succeeded stores one the screen did not', async () => {
    const testApp = await stripeTestApp()
    const { stripe } = testApp
    const { client, organization } = await organizationOwner(testApp)
    const kept = await addPaymentMethod(client, stripe)

    await deliver(
      testApp,
      signedStripeEvent('payment_method.detached', {
        id: kept.paymentMethodId,
        object: 'payment_method',
        type: 'card',
        customer: null,
      }),
    )
    expect((await client.get('/api/payment-methods')).json()).toEqual([])

    // The person closed the tab after Stripe.js confirmed: the webhook keeps the method.
    const setup = (
      await client.post('/api/payment-methods/setup-intent', { type: 'sepa_debit' })
    ).json() as { client_secret: string }
    const setupIntentId = setup.client_secret.split('_secret_')[0]!
    const { setupIntent } = stripe.confirmSetupIntent(setupIntentId, { type: 'sepa_debit' })
    const event = signedStripeEvent('setup_intent.succeeded', setupIntent)
    expect((await deliver(testApp, event)).statusCode).toBe(200)
    expect(await deliver(testApp, event)).toMatchObject({ statusCode: 200 })
    const rows = await testApp.database.db.select().from(paymentMethods)
    expect(rows).toEqual([
      expect.objectContaining({
        organizationId: organization.id,
        type: 'sepa_debit',
        last4: '3000',
        isDefault: true,
      }),
    ])
    // the screen's own call afterwards finds it stored
    const late = await client.post('/api/payment-methods', { setup_intent_id: setupIntentId })
    expect(late.statusCode).toBe(409)
  })

  it('an unknown event type is answered 200 and recorded', async () => {
    const testApp = await stripeTestApp()
    const event = signedStripeEvent('customer.updated', { id: 'cus_x', object: 'customer' })
    expect((await deliver(testApp, event)).statusCode).toBe(200)
    expect(await eventRows(testApp)).toEqual([
      expect.objectContaining({ id: event.id, type: 'customer.updated' }),
    ])
  })

  it('without Stripe keys the webhook answers 409 and writes nothing', async () => {
    const testApp = await buildTestApp()
    const event = signedStripeEvent('customer.updated', { id: 'cus_x', object: 'customer' })
    expect((await deliver(testApp, event)).statusCode).toBe(409)
    expect(await eventRows(testApp)).toEqual([])
  })
})
