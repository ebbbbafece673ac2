import type { PriceType } from '@sitewerk/contracts'

/**
 * Money and periods of subscriptions (decision 029). Amounts are integer cents; every product
 * and quotient is computed in BigInt, so no float ever touches money.
 */

/** The largest amount one charge may have: an exact JS number and a PostgreSQL bigint. */
export const AMOUNT_MAX = BigInt(Number.MAX_SAFE_INTEGER)

/** `price × units` cents, or null when it would not fit AMOUNT_MAX. */
export function chargeAmount(price: number, units: number): number | null {
  const amount = BigInt(price) * BigInt(units)
  return amount <= AMOUNT_MAX ? Number(amount) : null
}

/**
 * The pro-rata charge for `addedUnits` more units over the `remainingMs` of a period of
 * `periodMs`, rounded down to the cent; null when it would not fit AMOUNT_MAX.
 */
export function proRataAmount({
  price,
  addedUnits,
  remainingMs,
  periodMs,
}: {
  price: number
  addedUnits: number
  remainingMs: number
  periodMs: number
}): number | null {
  if (remainingMs <= 0 || periodMs <= 0) return 0
  const whole = BigInt(price) * BigInt(addedUnits)
  const amount = (whole * BigInt(Math.min(remainingMs, periodMs))) / BigInt(periodMs)
  return amount <= AMOUNT_MAX ? Number(amount) : null
}

/** Plans come as one unit; only per-unit services count units. */
export const isPlan = (priceType: PriceType) => priceType === 'monthly' || priceType === 'yearly'

/**
 * The end of a period that starts at `start`: a calendar month later (a year for yearly), on the
 * same day of the month or the month's last day (31 January → 28/29 February); null for a
 * one-off service, which has no period end.
 */
export function periodEnd(start: Date, priceType: PriceType): Date | null {
  if (priceType === 'once') return null
  const months = priceType === 'yearly' ? 12 : 1
  const end = new Date(start.getTime())
  const day = start.getUTCDate()
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return end
}

/** Cents as the organisation reads them: '1.234,50 €' (de) or '€1,234.50' (en). */
export function formatAmount(cents: number, currency: string, locale: 'de' | 'en'): string {
  const negative = cents < 0
  const abs = BigInt(Math.abs(cents))
  const whole = abs / 100n
  const rest = String(abs % 100n).padStart(2, '0')
  const format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  // Intl formats the whole part and places the symbol; the cents are put in as digits.
  const parts = format
    .formatToParts(whole)
    .map((part) => (part.type === 'fraction' ? rest : part.value))
  return `${negative ? '-' : ''}${parts.join('')}`
}
