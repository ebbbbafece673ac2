const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const
const DECIMAL_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const

/**
 * spec §9: a size for people, in steps of 1024 with binary units (KiB, MiB) or of 1000 with
 * decimal units (kB, MB). One decimal below 10 of a unit, none above; numbers in the locale.
 */
export function humanFileSize(
  bytes: number,
  { binary = false, locale = 'de' }: { binary?: boolean; locale?: string } = {},
): string {
  const step = binary ? 1024 : 1000
  const units = binary ? BINARY_UNITS : DECIMAL_UNITS
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= step && unit < units.length - 1) {
    value /= step
    unit += 1
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value)
  return `${number} ${units[unit]}`
}
