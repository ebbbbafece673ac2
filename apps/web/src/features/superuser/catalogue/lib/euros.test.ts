import { describe, expect, it } from 'vitest'
import { centsFromEuros, eurosFromCents } from './euros'

describe('euros and cents', () => {
  it('reads amounts with a comma or a point, up to two decimals, as exact cents', () => {
    expect(centsFromEuros('29,90')).toBe(2990)
    expect(centsFromEuros('29.9')).toBe(2990)
    expect(centsFromEuros(' 1000 € ')).toBe(100_000)
    expect(centsFromEuros('0,07')).toBe(7)
    // 0.29 * 100 is 28.999999999999996 as a float
    expect(centsFromEuros('0,29')).toBe(29)
    expect(centsFromEuros('1.000.000,00')).toBeNull()
    expect(centsFromEuros('19,999')).toBeNull()
    expect(centsFromEuros('-5')).toBeNull()
    expect(centsFromEuros('')).toBeNull()
    expect(centsFromEuros('zehn')).toBeNull()
  })

  it('writes cents back with the separator of the language', () => {
    expect(eurosFromCents(2990, ',')).toBe('29,90')
    expect(eurosFromCents(5, '.')).toBe('0.05')
    expect(eurosFromCents(0, ',')).toBe('0,00')
    expect(eurosFromCents(100_000_000, ',')).toBe('1000000,00')
  })
})
