import { onTestFinished } from 'vitest'
import type { PaymentMethod } from '@sitewerk/contracts'
import { invoices, services, subscriptions } from '../db/schema/index.ts'
import type { Clock } from '../lib/clock.ts'
import { buildTestApp, type TestApp, type TestClient } from './build-test-app.ts'
import { signedInClient } from './factories.ts'
import { startStripeServer, type StripeTestServer } from './stripe-server.ts'

/** An app whose Stripe client talks to a local Stripe-shaped server (closed when the test ends). */
export async function stripeTestApp({
  env = {},
  clock,
}: { env?: Record<string, string>; clock?: Clock } = {}) {
  const stripe = await startStripeServer()
  onTestFinished(() => stripe.close())
  const testApp = await buildTestApp({
    env: { ...stripe.env, ...env },
    ...(clock ? { clock } : {}),
  })
  return { ...testApp, stripe }
}

/** A signed-in owner of a new organisation; the client sends its X-Organization-Id. */
export async function organizationOwner(testApp: TestApp, title = 'Bäckerei Sonne') {
  const { client, user } = await signedInClient(testApp)
  const res = await client.post('/api/organizations', { title })
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`organisation not created: ${res.statusCode} ${res.body}`)
  const organization = res.json() as { id: number }
  client.useOrganization(organization.id)
  return { client, user, organization }
}

/** What the payment screen does: a setup intent, Stripe.js confirms it, the method is kept. */
export async function addPaymentMethod(
  client: TestClient,
  stripe: StripeTestServer,
  options: Parameters<StripeTestServer['confirmSetupIntent']>[1] = {},
) {
  const setup = await client.post('/api/payment-methods/setup-intent', {
    type: options.type ?? 'card',
  })
  if (setup.statusCode !== 200) throw new Error(`setup intent: ${setup.statusCode} ${setup.body}`)
  const secret = (setup.json() as { client_secret: string }).client_secret
  const setupIntentId = secret.slice(0, secret.indexOf('_secret_'))
  const { paymentMethodId } = stripe.confirmSetupIntent(setupIntentId, options)
  const res = await client.post('/api/payment-methods', { setup_intent_id: setupIntentId })
  if (res.statusCode !== 201) throw new Error(`add method: ${res.statusCode} ${res.body}`)
  return { method: res.json() as PaymentMethod, paymentMethodId, setupIntentId }
}

let invoiceCounter = 0

/** An open invoice as the billing run makes it (its service is another module's). */
export async function insertInvoice(
  testApp: TestApp,
  {
    organizationId,
    amount = 1900,
    provider = 'stripe',
    currency = 'EUR',
  }: {
    organizationId: number
    amount?: number
    provider?: 'stripe' | 'invoice'
    currency?: string
  },
) {
  const n = ++invoiceCounter
  const [row] = await testApp.database.db
    .insert(invoices)
    .values({
      number: `SW-2026-${organizationId}-${n}`,
      organizationId,
      chargeKey: `test:${organizationId}:${n}`,
      provider,
      currency,
      amount,
      lines: [],
      dueAt: new Date('2026-12-01T00:00:00Z'),
    })
    .returning()
  return row!
}

/** A running subscription of a new service (what makes the last payment method needed). */
export async function insertSubscription(testApp: TestApp, organizationId: number) {
  const { db } = testApp.database
  const [service] = await db
    .insert(services)
    .values({ identifier: `plan-${organizationId}-${++invoiceCounter}`, title: 'Business' })
    .returning()
  const [row] = await db
    .insert(subscriptions)
    .values({ organizationId, serviceId: service!.id })
    .returning()
  return row!
}
