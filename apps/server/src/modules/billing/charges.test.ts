import { describe, expect, it } from 'vitest'
import { chargeAmount, formatAmount, periodEnd, proRataAmount } from './charges.ts'

describe('charges', () => {
  it('multiplies price and units in whole cents and refuses what passes a safe integer', () => {
    expect(chargeAmount(1900, 1)).toBe(1900)
    expect(chargeAmount(100_000_000, 10_000)).toBe(1_000_000_000_000)
    expect(chargeAmount(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER)
    expect(chargeAmount(Number.MAX_SAFE_INTEGER, 2)).toBeNull()
  })

  it('charges the rest of a period pro rata, rounded down to the cent', () => {
    const day = 24 * 60 * 60 * 1000
    expect(
      proRataAmount({ price: 500, addedUnits: 1, remainingMs: 21 * day, periodMs: 31 * day }),
    ).toBe(338)
    expect(
      proRataAmount({ price: 500, addedUnits: 2, remainingMs: 31 * day, periodMs: 31 * day }),
    ).toBe(1000)
    expect(proRataAmount({ price: 500, addedUnits: 1, remainingMs: 0, periodMs: 31 * day })).toBe(0)
    expect(
      proRataAmount({
        price: Number.MAX_SAFE_INTEGER,
        addedUnits: 3,
        remainingMs: day,
        periodMs: day,
      }),
    ).toBeNull()
  })

  it('ends a month on the same day, or the last day of a shorter month; a year likewise', () => {
    const end = (iso: string, type: 'monthly' | 'yearly' | 'per_unit') =>
      periodEnd(new Date(iso), type)?.toISOString()
    expect(end('2026-03-10T09:00:00.000Z', 'monthly')).toBe('2026-04-10T09:00:00.000Z')
    expect(end('2026-01-31T12:00:00.000Z', 'per_unit')).toBe('2026-02-28T12:00:00.000Z')
    expect(end('2028-01-31T12:00:00.000Z', 'monthly')).toBe('2028-02-29T12:00:00.000Z')
    expect(end('2026-12-15T00:00:00.000Z', 'monthly')).toBe('2027-01-15T00:00:00.000Z')
    expect(end('2028-02-29T08:00:00.000Z', 'yearly')).toBe('2029-02-28T08:00:00.000Z')
    expect(periodEnd(new Date(), 'once')).toBeNull()
  })

  it('writes cents the way the organisation reads money', () => {
    expect(formatAmount(123450, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.234,50 €')
    expect(formatAmount(123450, 'EUR', 'en')).toBe('€1,234.50')
    expect(formatAmount(5, 'CHF', 'en').replace(/\s/g, ' ')).toBe('CHF 0.05')
  })
})
