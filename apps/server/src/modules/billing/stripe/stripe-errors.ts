import type Stripe from 'stripe'
import { AppError } from '../../../lib/errors.ts'
import type { Translate } from '../../../lib/i18n/translate.ts'

// The error classes are the client's (`client.errors`, the SDK's own): this module does not load
// the SDK, which only a server with Stripe keys does (stripe-client.ts).

/**
 * Whether Stripe could not be asked (network, timeout, its own 5xx, rate limit): worth another
 * try later; anything else is an answer.
 */
export function isStripeUnavailable({ errors }: Stripe, error: unknown): boolean {
  return (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError ||
    (error instanceof errors.StripeError && (error.statusCode ?? 0) >= 500)
  )
}

/** Runs a Stripe call for a person waiting: Stripe out of reach is a 503 in their language. */
export async function askStripe<T>(
  client: Stripe,
  t: Translate,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isStripeUnavailable(client, error))
      throw new AppError(t('payments.stripe_unreachable'), 503, {
        headers: { 'retry-after': '30' },
      })
    throw error
  }
}

/** A Stripe answer that says the object is not there (a method detached or deleted already). */
export function isStripeMissing({ errors }: Stripe, error: unknown): boolean {
  return error instanceof errors.StripeInvalidRequestError && error.code === 'resource_missing'
}
