/**
 * Prices are integer cents (decision 029); the operator types euros. Both ways go through the
 * digits as text, never through a float.
 */

/** '29,90', '29.9', '1000', '0,5 €' → cents; null when it is no amount with at most two decimals. */
export function centsFromEuros(text: string): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s€]/g, ''))
  if (!match) return null
  return Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`)
}

/** Cents as the price input shows them: 2990 → '29,90' (German) or '29.90'. */
export function eurosFromCents(cents: number, decimalSeparator: ',' | '.'): string {
  const digits = String(cents).padStart(3, '0')
  return `${digits.slice(0, -2)}${decimalSeparator}${digits.slice(-2)}`
}
