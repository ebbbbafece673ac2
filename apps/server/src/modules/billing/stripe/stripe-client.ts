import type Stripe from 'stripe'
import type { Config } from '../../../config.ts'

/** What the server needs of Stripe: the API client and the webhook endpoint's signing secret. */
export interface StripeSetup {
  client: Stripe
  publishableKey: string
  webhookSecret: string
}

/**
 * The one Stripe client (decision 030), or null without keys (the invoice provider then). The API
 * address can point at a local Stripe-shaped server (tests, stripe-mock); requests that fail on the
 * network or with a 5xx are retried by the SDK with the same idempotency key. The SDK is loaded
 * only with keys: a server without Stripe never loads it (issue #18, start time).
 */
export async function createStripeSetup(config: Config): Promise<StripeSetup | null> {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return null
  const { default: Stripe } = await import('stripe')
  const client = new Stripe(STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Sitewerk' },
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  })
  return { client, publishableKey: STRIPE_PUBLISHABLE_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET }
}

/**
 * What the back office's Content-Security-Policy must allow for Stripe.js on the payment screens
 * (Stripe's documented sources: the script, its card and mandate frames, its API). Nothing without
 * keys: then no screen loads it.
 */
export function stripeContentSources(config: Config) {
  const on = Boolean(config.STRIPE_PUBLISHABLE_KEY)
  return {
    script: on ? ['https://js.stripe.com'] : [],
    frame: on ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
    connect: on ? ['https://api.stripe.com'] : [],
  }
}
