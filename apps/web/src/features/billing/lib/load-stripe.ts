import type { Stripe } from '@stripe/stripe-js'

/** How long Stripe.js may take to load before the screen says it cannot be reached. */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000

/**
 * Loads Stripe.js (the third-party script) with the public key. Only the screen that adds a
 * payment method calls this: the module and its script are fetched then, never at app start.
 * Rejects when the script fails to load, returns nothing, or takes longer than `timeoutMs`.
 */
export async function loadStripeJs(
  publishableKey: string,
  timeoutMs: number = STRIPE_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), timeoutMs)
  })
  try {
    const load = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey))
    const stripe = await Promise.race([load, timeout])
    if (!stripe) throw new Error('Stripe.js is not available')
    return stripe
  } finally {
    clearTimeout(timer)
  }
}
