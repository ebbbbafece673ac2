import Stripe from 'stripe'
import { AppError } from '../../../lib/errors.ts'
import type { Translate } from '../../i18n/translate.ts'

/**
 * Whether Stripe could not be asked (network, timeout, its own 5xx, rate limit): worth another
 * try later; anything else is an answer.
 */
export function isStripeUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  )
}

/** Runs a Stripe call for a person waiting: Stripe out of reach is a 503 in their language. */
export async function askStripe<T>(t: Translate, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isStripeUnavailable(error))
      throw new AppError(t('payments.stripe_unreachable'), 503, {
        headers: { 'retry-after': '30' },
      })
    throw error
  }
}

/** A Stripe answer that says the object is not there (a method detached or deleted already). */
export function isStripeMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  )
}
