import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type PaymentMethod, PaymentsConfig } from '@sitewerk/contracts'
import { organizations, paymentMethods } from '../../../db/schema/index.ts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { signedInClient } from '../../../test/factories.ts'
import {
  addPaymentMethod,
  insertSubscription,
  organizationOwner,
  stripeTestApp,
} from '../../../test/payments.ts'

describe('payments config (spec §7, issue #16)', () => {
  it('names Stripe and its publishable key when the keys are set', async () => {
    const testApp = await stripeTestApp()
    const { client } = await signedInClient(testApp)
    const res = await client.get('/api/payments/config')
    expect(res.statusCode).toBe(200)
    expect(PaymentsConfig.parse(res.json())).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_sitewerk',
      bank_account: null,
    })
  })

  it('names the invoice provider and the bank account without Stripe keys; guests get 401', async () => {
    const testApp = await buildTestApp({
      env: {
        BANK_ACCOUNT_HOLDER: 'Sitewerk GmbH',
        BANK_ACCOUNT_IBAN: 'DE89 3704 0044 0532 0130 00',
        BANK_ACCOUNT_BIC: 'COBADEFFXXX',
      },
    })
    const { client } = await signedInClient(testApp)
    expect((await client.get('/api/payments/config')).json()).toEqual({
      provider: 'invoice',
      publishable_key: null,
      bank_account: { holder: 'Sitewerk GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    })
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/payments/config' })
    expect(guest.statusCode).toBe(401)
    // no third-party script may load without keys
    expect(guest.headers['content-security-policy']).toContain("script-src 'self';")
    expect(guest.headers['content-security-policy']).not.toContain('stripe.com')
  })

  it('lets Stripe.js load in the back office only when the keys are set', async () => {
    const testApp = await stripeTestApp()
    const res = await testApp.app.inject({ method: 'GET', url: '/api/settings' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' https://js.stripe.com")
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com")
    expect(csp).toContain("connect-src 'self' https://api.stripe.com")
  })
})

describe('payment methods through Stripe (issue #16 scope 4)', () => {
  it('adds a card, makes a second card the default, deletes the first: Stripe is told each time', async () => {
    const testApp = await stripeTestApp()
    const { stripe } = testApp
    const { client, organization } = await organizationOwner(testApp)

    const first = await addPaymentMethod(client, stripe)
    expect(first.method).toMatchObject({
      type: 'card',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      is_default: true,
    })
    // One customer, made with the organisation's idempotency key and stored on the organisation.
    const customerCalls = stripe.requests.filter((r) => r.path === '/v1/customers')
    expect(customerCalls).toHaveLength(1)
    expect(customerCalls[0]).toMatchObject({
      idempotencyKey: `org-${organization.id}-customer`,
      body: { name: 'Bäckerei Sonne', metadata: { organization_id: String(organization.id) } },
    })
    const [org] = await testApp.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organization.id))
    const customerId = org!.stripeCustomerId!
    expect(customerId).toMatch(/^cus_/)
    expect(stripe.requests.find((r) => r.path === '/v1/setup_intents')?.body).toEqual({
      customer: customerId,
      allowed_payment_method_types: ['card'],
      usage: 'off_session',
      metadata: { organization_id: String(organization.id) },
    })
    expect(stripe.object(customerId)?.invoice_settings).toEqual({
      default_payment_method: first.paymentMethodId,
    })

    const second = await addPaymentMethod(client, stripe, { type: 'sepa_debit' })
    expect(second.method).toMatchObject({
      type: 'sepa_debit',
      brand: null,
      last4: '3000',
      exp_month: null,
      is_default: false,
    })
    // the second setup reuses the customer
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1)

    const made = await client.put(`/api/payment-methods/${second.method.id}/default`)
    expect(made.statusCode).toBe(200)
    expect(made.json()).toMatchObject({ id: second.method.id, is_default: true })
    expect(stripe.object(customerId)?.invoice_settings).toEqual({
      default_payment_method: second.paymentMethodId,
    })
    const list = (await client.get('/api/payment-methods')).json() as PaymentMethod[]
    expect(list.map((m) => [m.id, m.is_default])).toEqual([
      [second.method.id, true],
      [first.method.id, false],
    ])

    const deleted = await client.delete(`/api/payment-methods/${first.method.id}`)
    expect(deleted.statusCode).toBe(204)
    expect(stripe.object(first.paymentMethodId)?.customer).toBeNull()
    expect(
      ((await client.get('/api/payment-methods')).json() as PaymentMethod[]).map((m) => m.id),
    ).toEqual([second.method.id])
  })

  it('deleting the default hands it to another method; the only one goes only while nothing is charged', async () => {
    const testApp = await stripeTestApp()
    const { stripe } = testApp
    const { client, organization } = await organizationOwner(testApp)
    const first = await addPaymentMethod(client, stripe)
    const second = await addPaymentMethod(client, stripe)
    await insertSubscription(testApp, organization.id)

    expect((await client.delete(`/api/payment-methods/${first.method.id}`)).statusCode).toBe(204)
    const [left] = (await client.get('/api/payment-methods')).json() as PaymentMethod[]
    expect(left).toMatchObject({ id: second.method.id, is_default: true })

    const refused = await client.delete(`/api/payment-methods/${second.method.id}`, {
      cookie: 'locale=en',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('The only payment method cannot be deleted')
    expect(stripe.object(second.paymentMethodId)?.customer).not.toBeNull()
    const german = await client.delete(`/api/payment-methods/${second.method.id}`)
    expect(german.json().message).toContain('Die einzige Zahlungsart kann nicht gelöscht werden')
  })

  it('refuses a setup that did not succeed, one of another customer, and the same method twice', async () => {
    const testApp = await stripeTestApp()
    const { stripe } = testApp
    const { client } = await organizationOwner(testApp)
    const other = await organizationOwner(testApp, 'Gärtnerei Grün')

    // not confirmed yet
    const setup = (
      await client.post('/api/payment-methods/setup-intent', { type: 'card' })
    ).json() as { client_secret: string }
    const setupIntentId = setup.client_secret.split('_secret_')[0]!
    const early = await client.post('/api/payment-methods', { setup_intent_id: setupIntentId })
    expect(early.statusCode).toBe(422)
    expect(early.json().errors.setup_intent_id).toEqual([
      'Diese Zahlungsart ist bei Stripe noch nicht bestätigt.',
    ])

    // another organisation's confirmed setup
    const theirs = await addPaymentMethod(other.client, stripe)
    const foreign = await client.post('/api/payment-methods', {
      setup_intent_id: theirs.setupIntentId,
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors.setup_intent_id).toEqual([
      'Diese Einrichtung gehört nicht zu deiner Organisation.',
    ])

    // the same method twice
    stripe.confirmSetupIntent(setupIntentId)
    expect(
      (await client.post('/api/payment-methods', { setup_intent_id: setupIntentId })).statusCode,
    ).toBe(201)
    const twice = await client.post('/api/payment-methods', { setup_intent_id: setupIntentId })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Diese Zahlungsart ist bereits hinterlegt.')

    // an id that is no setup intent at all
    const bad = await client.post('/api/payment-methods', { setup_intent_id: 'pm_123' })
    expect(bad.statusCode).toBe(422)
    expect(await testApp.database.db.select().from(paymentMethods)).toHaveLength(2)
  })

  it("another organisation's method is a 404 for default and delete, and stays at Stripe", async () => {
    const testApp = await stripeTestApp()
    const { stripe } = testApp
    const mine = await organizationOwner(testApp)
    const other = await organizationOwner(testApp, 'Gärtnerei Grün')
    const theirs = await addPaymentMethod(other.client, stripe)

    expect(
      (await mine.client.put(`/api/payment-methods/${theirs.method.id}/default`)).statusCode,
    ).toBe(404)
    expect((await mine.client.delete(`/api/payment-methods/${theirs.method.id}`)).statusCode).toBe(
      404,
    )
    expect((await mine.client.get('/api/payment-methods')).json()).toEqual([])
    expect(stripe.object(theirs.paymentMethodId)?.customer).not.toBeNull()
    expect(stripe.requests.filter((r) => r.path.endsWith('/detach'))).toHaveLength(0)
  })

  it('only owners manage payment methods', async () => {
    const testApp = await stripeTestApp()
    const { organization } = await organizationOwner(testApp)
    const { client: editor, user } = await signedInClient(testApp)
    await testApp.database.exec(
      `INSERT INTO organization_user (organization_id, user_id, role) VALUES (${organization.id}, ${user.id}, 'editor')`,
    )
    editor.useOrganization(organization.id)
    expect((await editor.get('/api/payment-methods')).statusCode).toBe(403)
    expect(
      (await editor.post('/api/payment-methods/setup-intent', { type: 'card' })).statusCode,
    ).toBe(403)
    expect(testApp.stripe.requests).toHaveLength(0)
  })

  it('without Stripe keys the Stripe calls answer 409 in the person’s language', async () => {
    const testApp = await buildTestApp()
    const { client } = await organizationOwner(testApp)
    const res = await client.post('/api/payment-methods/setup-intent', { type: 'card' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Zahlungen per Karte oder Lastschrift sind nicht eingerichtet.')
    const en = await client.post(
      '/api/payment-methods',
      { setup_intent_id: 'seti_123' },
      { cookie: 'locale=en' },
    )
    expect(en.json().message).toBe('Payments by card or direct debit are not set up.')
    expect((await client.get('/api/payment-methods')).json()).toEqual([])
  })

  it('Stripe out of reach is a 503 that says so, and nothing is stored', async () => {
    const testApp = await stripeTestApp()
    const { client } = await organizationOwner(testApp)
    testApp.stripe.setUnavailable(true)
    const res = await client.post('/api/payment-methods/setup-intent', { type: 'card' })
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe(
      'Stripe ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    )
    const [org] = await testApp.database.db.select().from(organizations)
    expect(org!.stripeCustomerId).toBeNull()
  })
})
